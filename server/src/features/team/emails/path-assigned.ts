// The email a consultant gets when another administrator hands them a study path (issue 29,
// item 1), in the consultant's language, with a link to the path's page in the admin area.
import type { Language } from '@studypath/domain';
import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';
import { emailTexts, fillText } from '../../../platform/email/email-texts.ts';

export function renderPathAssignedEmail(input: {
  email: string;
  /** Who assigned it: their display name or e-mail. */
  by: string;
  /** The student's legal name, else e-mail: the consultant's own student from now on. */
  student: string;
  pathUrl: string;
  language: Language;
}): RenderedEmail {
  const t = emailTexts(input.language).pathAssigned;
  return renderEmail({
    template: 'path_assigned',
    language: input.language,
    subject: fillText(t.subject, { student: input.student }),
    heading: t.heading,
    intro: [fillText(t.intro, { by: input.by, student: input.student })],
    action: { label: t.action, url: input.pathUrl },
    outro: [t.outro],
    reason: fillText(t.reason, { email: input.email }),
  });
}
