// The email that says a data export is ready (issue 30, item 1): what it is, until when it can be
// downloaded, and the link to the Privacy & data page, where the person signs in and downloads
// it (a download needs their session, so the email carries no link that works for anyone else).
// In the language they asked in (issue 27).
import { formatDisplayDateTime, type Language } from '@studypath/domain';
import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';
import { emailTexts, fillText } from '../../../platform/email/email-texts.ts';

export function renderDataExportReadyEmail(input: {
  email: string;
  privacyPageUrl: string;
  expiresAt: Date;
  /** The recipient's language; English when absent. */
  language?: Language;
}): RenderedEmail {
  const language = input.language ?? 'en';
  const t = emailTexts(language).dataExportReady;
  return renderEmail({
    template: 'data_export_ready',
    language,
    subject: t.subject,
    heading: t.heading,
    intro: [
      t.intro,
      fillText(t.expiry, { expires: formatDisplayDateTime(input.expiresAt, language, 'UTC') }),
    ],
    action: { label: t.action, url: input.privacyPageUrl },
    outro: [t.outro],
    reason: fillText(t.reason, { email: input.email }),
  });
}
