// What the consultants are told when a guardian withdraws consent (issue 26, item 6): which
// student, what it means for them, and that nothing was deleted. In each consultant's language
// (issue 27).
import type { Language } from '@studypath/domain';
import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';
import { emailTexts, fillText } from '../../../platform/email/email-texts.ts';

export function renderConsentWithdrawnEmail(input: {
  studentName: string;
  usersUrl: string;
  /** The consultant's language; English when absent. */
  language?: Language;
}): RenderedEmail {
  const language = input.language ?? 'en';
  const t = emailTexts(language).consentWithdrawn;
  const values = { student: input.studentName };
  return renderEmail({
    template: 'guardian_consent_withdrawn',
    language,
    subject: fillText(t.subject, values),
    heading: t.heading,
    intro: [fillText(t.introWithdrawn, values), t.introMeaning],
    action: { label: t.action, url: input.usersUrl },
    outro: [t.outro],
    reason: t.reason,
  });
}
