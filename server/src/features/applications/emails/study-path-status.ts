// The two emails a study path sends its student (part 2 §1, §4): the status changed (with the
// new label and what happens next) and the path was closed (with the consultant's reason). Both
// link to the path's page, built from APP_URL. The status email also goes, in its guardian
// variant, to the guardians who follow the student (issue 26, item 5).
import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';

const reasonLine = (email: string) =>
  `You received this email because you have a study path on StudyPath with ${email}.`;

/**
 * Who reads the status email: the student, or a guardian who follows them (issue 26, item 5) and
 * is told whose path it is and why they get it.
 */
export type StudyPathStatusRecipient =
  { kind: 'student'; email: string } | { kind: 'guardian'; studentName: string };

const guardianReasonLine = (studentName: string) =>
  `You received this email because you follow ${studentName}'s study path on StudyPath as their guardian. Turn these emails off from your guardian page.`;

export function renderStudyPathStatusEmail(
  input: {
    statusLabel: string;
    nextSteps: string;
    /** The student's path page, or the guardian's page for a guardian. */
    applicationUrl: string;
  } & ({ email: string; recipient?: undefined } | { recipient: StudyPathStatusRecipient }),
): RenderedEmail {
  const recipient = input.recipient ?? { kind: 'student', email: input.email };
  if (recipient.kind === 'guardian') {
    const whose = `${recipient.studentName}'s study path`;
    return renderEmail({
      template: 'study_path_status',
      subject: `${whose} is now: ${input.statusLabel}`,
      heading: `${whose} is now ${input.statusLabel}`,
      intro: [
        `${recipient.studentName}'s educational consultant updated their study path to ${input.statusLabel}.`,
        input.nextSteps,
      ],
      action: { label: 'View the study path', url: input.applicationUrl },
      outro: ['Sign in to StudyPath to see the details and any updates from the consultant.'],
      reason: guardianReasonLine(recipient.studentName),
    });
  }
  return renderEmail({
    template: 'study_path_status',
    subject: `Your study path is now: ${input.statusLabel}`,
    heading: `Your study path is now ${input.statusLabel}`,
    intro: [
      `Your educational consultant updated your study path to ${input.statusLabel}.`,
      input.nextSteps,
    ],
    action: { label: 'View your study path', url: input.applicationUrl },
    outro: ['Sign in to StudyPath to see the details and any updates from your consultant.'],
    reason: reasonLine(recipient.email),
  });
}

export function renderStudyPathClosedEmail(input: {
  email: string;
  reason: string;
  applicationUrl: string;
}): RenderedEmail {
  return renderEmail({
    template: 'study_path_closed',
    subject: 'Your study path has been closed',
    heading: 'Your study path has been closed',
    intro: ['Your educational consultant closed your study path.', `Reason: ${input.reason}`],
    action: { label: 'View your study path', url: input.applicationUrl },
    outro: [
      'Message your consultant if you have questions, or start a new study path when you are ready.',
    ],
    reason: reasonLine(input.email),
  });
}
