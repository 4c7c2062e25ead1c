// Tells the person their account is gone (issue 30), and what is kept sealed until when. Queued in
// the deletion's transaction, after the account's own queued e-mails were removed with it.
import { formatDisplayDate, type Language } from '@studypath/domain';
import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';
import { emailTexts, fillText } from '../../../platform/email/email-texts.ts';

export function renderAccountDeletedEmail(input: {
  requestedAt: Date;
  homeUrl: string;
  language: Language;
}): RenderedEmail {
  const t = emailTexts(input.language).accountDeleted;
  return renderEmail({
    template: 'account_deleted',
    language: input.language,
    subject: t.subject,
    heading: t.heading,
    intro: [
      fillText(t.intro, { date: formatDisplayDate(input.requestedAt, input.language, 'UTC') }),
      t.introKept,
    ],
    action: { label: t.action, url: input.homeUrl },
    outro: [t.outro],
    reason: t.reason,
  });
}
