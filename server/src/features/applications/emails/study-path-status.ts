// The two emails a study path sends its student (part 2 §1, §4): the status changed (with the
// new label and what happens next) and the path was closed (with the consultant's reason). Both
// link to the path's page, built from APP_URL. The status email also goes, in its guardian
// variant, to the guardians who follow the student (issue 26, item 5). Each is written in its
// recipient's language (issue 27); the caller gives the label and next steps in that language.
import type { Language } from '@studypath/domain';
import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';
import { emailTexts, fillText } from '../../../platform/email/email-texts.ts';

/**
 * Who reads the status email: the student, or a guardian who follows them (issue 26, item 5) and
 * is told whose path it is and why they get it.
 */
export type StudyPathStatusRecipient =
  { kind: 'student'; email: string } | { kind: 'guardian'; studentName: string };

export function renderStudyPathStatusEmail(
  input: {
    statusLabel: string;
    nextSteps: string;
    /** The student's path page, or the guardian's page for a guardian. */
    applicationUrl: string;
    /** The recipient's language; English when absent. */
    language?: Language;
  } & ({ email: string; recipient?: undefined } | { recipient: StudyPathStatusRecipient }),
): RenderedEmail {
  const language = input.language ?? 'en';
  const texts = emailTexts(language);
  const recipient = input.recipient ?? { kind: 'student', email: input.email };
  const status = input.statusLabel;
  if (recipient.kind === 'guardian') {
    const t = texts.studyPathStatusGuardian;
    const values = { student: recipient.studentName, status };
    return renderEmail({
      template: 'study_path_status',
      language,
      subject: fillText(t.subject, values),
      heading: fillText(t.heading, values),
      intro: [fillText(t.intro, values), input.nextSteps],
      action: { label: t.action, url: input.applicationUrl },
      outro: [t.outro],
      reason: fillText(t.reason, values),
    });
  }
  const t = texts.studyPathStatus;
  return renderEmail({
    template: 'study_path_status',
    language,
    subject: fillText(t.subject, { status }),
    heading: fillText(t.heading, { status }),
    intro: [fillText(t.intro, { status }), input.nextSteps],
    action: { label: t.action, url: input.applicationUrl },
    outro: [t.outro],
    reason: fillText(t.reason, { email: recipient.email }),
  });
}

export function renderStudyPathClosedEmail(input: {
  email: string;
  reason: string;
  applicationUrl: string;
  /** The student's language; English when absent. */
  language?: Language;
}): RenderedEmail {
  const language = input.language ?? 'en';
  const t = emailTexts(language).studyPathClosed;
  return renderEmail({
    template: 'study_path_closed',
    language,
    subject: t.subject,
    heading: t.heading,
    intro: [t.intro, fillText(t.closingReason, { reason: input.reason })],
    action: { label: t.action, url: input.applicationUrl },
    outro: [t.outro],
    reason: fillText(t.reason, { email: input.email }),
  });
}
