// Confirms that a scheduled account deletion was cancelled (issue 30). In the account's language.
import type { Language } from '@studypath/domain';
import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';
import { emailTexts } from '../../../platform/email/email-texts.ts';

export function renderDeletionCancelledEmail(input: {
  loginUrl: string;
  language: Language;
}): RenderedEmail {
  const t = emailTexts(input.language).accountDeletionCancelled;
  return renderEmail({
    template: 'account_deletion_cancelled',
    language: input.language,
    subject: t.subject,
    heading: t.heading,
    intro: [t.intro],
    action: { label: t.action, url: input.loginUrl },
    outro: [t.outro],
    reason: t.reason,
  });
}
