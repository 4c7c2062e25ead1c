import type { Language } from '@studypath/domain';
import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';
import { emailTexts, fillText } from '../../../platform/email/email-texts.ts';

export function renderResetPasswordEmail(input: {
  resetUrl: string;
  email: string;
  /** The account's language; English when absent. */
  language?: Language;
}): RenderedEmail {
  const language = input.language ?? 'en';
  const t = emailTexts(language).resetPassword;
  return renderEmail({
    template: 'reset_password',
    language,
    subject: t.subject,
    heading: t.heading,
    intro: [t.intro],
    action: { label: t.action, url: input.resetUrl },
    outro: [t.outroExpiry, t.outroSignOut],
    reason: fillText(t.reason, { email: input.email }),
  });
}
