// The two emails a study path sends its student (part 2 §1, §4): the status changed (with the
// new label and what happens next) and the path was closed (with the consultant's reason). Both
// link to the path's page, built from APP_URL.
import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';

const reasonLine = (email: string) =>
  `You received this email because you have a study path on StudyPath with ${email}.`;

export function renderStudyPathStatusEmail(input: {
  email: string;
  statusLabel: string;
  nextSteps: string;
  applicationUrl: string;
}): RenderedEmail {
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
    reason: reasonLine(input.email),
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
