// The frame every StudyPath email shares: the firm's name on top, one call-to-action button with
// the link also written out (some clients block buttons), and a footer with the firm's address and
// why the reader got the message. Every interpolated value is HTML-escaped. The frame speaks the
// recipient's language (issue 27): its words come from locales/<lang>/emails.json ("layout").
import { defaultLanguage, type Language } from '@studypath/domain';
import { emailTexts } from './email-texts.ts';

/** The firm's name in English (the emails' frame names it in the recipient's language). */
export const firmName = emailTexts('en').layout.firmName;
/** The same in every language: a postal address. */
export const firmAddress = '100 King Street West, Suite 5600, Toronto, ON M5X 1C9';

/** What a template produces; the outbox stores it as is. */
export interface RenderedEmail {
  /** Which template made it (email_outbox.template), for operators. */
  template: string;
  subject: string;
  text: string;
  html: string;
}

export interface EmailContent {
  template: string;
  /** The recipient's language; English when absent. */
  language?: Language;
  subject: string;
  heading: string;
  /** Paragraphs before the button. */
  intro: string[];
  /** Someone else's words, shown as a quotation after the intro (a line per entry). */
  quote?: string[];
  action: { label: string; url: string };
  /** Paragraphs after the button (expiry, what to do if it was not you). */
  outro: string[];
  /** The footer's "You received this email because ..." sentence. */
  reason: string;
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

export function renderEmail(content: EmailContent): RenderedEmail {
  return {
    template: content.template,
    subject: content.subject,
    text: renderText(content),
    html: renderHtml(content),
  };
}

function renderText(content: EmailContent): string {
  const { firmName } = emailTexts(content.language ?? defaultLanguage).layout;
  return [
    firmName,
    '',
    content.heading,
    '',
    ...content.intro.flatMap((paragraph) => [paragraph, '']),
    ...(content.quote ? [...content.quote.map((line) => `> ${line}`), ''] : []),
    `${content.action.label}:`,
    content.action.url,
    '',
    ...content.outro.flatMap((paragraph) => [paragraph, '']),
    '--',
    firmName,
    firmAddress,
    content.reason,
    '',
  ].join('\n');
}

function renderHtml(content: EmailContent): string {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:22px;color:#1f2937;">${escapeHtml(text)}</p>`;
  const url = escapeHtml(content.action.url);
  const language = content.language ?? defaultLanguage;
  const { firmName, buttonFallback } = emailTexts(language).layout;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e5e7eb;font-size:18px;font-weight:bold;color:#1d4ed8;">${escapeHtml(firmName)}</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;color:#111827;">${escapeHtml(content.heading)}</h1>
${content.intro.map(paragraph).join('\n')}
${content.quote ? `${renderQuote(content.quote)}\n` : ''}<p style="margin:24px 0;"><a href="${url}" style="display:inline-block;padding:12px 24px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#4b5563;">${escapeHtml(buttonFallback)}<br><a href="${url}" style="color:#1d4ed8;word-break:break-all;">${url}</a></p>
${content.outro.map(paragraph).join('\n')}
</td></tr>
<tr><td style="padding:24px 32px;border-top:1px solid #e5e7eb;font-size:12px;line-height:18px;color:#6b7280;">
${escapeHtml(firmName)}<br>
${escapeHtml(firmAddress)}<br>
${escapeHtml(content.reason)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function renderQuote(lines: string[]): string {
  return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #d1d5db;font-size:15px;line-height:22px;color:#374151;">${lines.map(escapeHtml).join('<br>')}</blockquote>`;
}
