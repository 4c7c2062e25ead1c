// Confirms a scheduled account deletion (issue 30): when, what goes, what is kept and until when,
// and the way to cancel. In the account's language.
import { formatDisplayDate, type Language } from '@studypath/domain';
import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';
import { emailTexts, fillText } from '../../../platform/email/email-texts.ts';

export function renderDeletionScheduledEmail(input: {
  dueAt: Date;
  /** The Privacy & data page, where the deletion is cancelled. */
  privacyUrl: string;
  language: Language;
}): RenderedEmail {
  const t = emailTexts(input.language).accountDeletionScheduled;
  const date = formatDisplayDate(input.dueAt, input.language, 'UTC');
  return renderEmail({
    template: 'account_deletion_scheduled',
    language: input.language,
    subject: fillText(t.subject, { date }),
    heading: t.heading,
    intro: [fillText(t.introWhen, { date }), t.introRemoved, t.introKept],
    action: { label: t.action, url: input.privacyUrl },
    outro: [t.outro],
    reason: t.reason,
  });
}
