import type { Language } from '@studypath/domain';
import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';
import { emailTexts, fillText } from '../../../platform/email/email-texts.ts';

export function renderVerifyEmail(input: {
  verifyUrl: string;
  email: string;
  /** The new account's language; English when absent. */
  language?: Language;
}): RenderedEmail {
  const language = input.language ?? 'en';
  const t = emailTexts(language).verifyEmail;
  return renderEmail({
    template: 'verify_email',
    language,
    subject: t.subject,
    heading: t.heading,
    intro: [t.intro],
    action: { label: t.action, url: input.verifyUrl },
    outro: [t.outroExpiry, t.outroSignIn],
    reason: fillText(t.reason, { email: input.email }),
  });
}
