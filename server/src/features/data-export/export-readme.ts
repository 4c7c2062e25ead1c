// The README.txt at the top of every export (issue 30, item 1): what the archive is, what each of
// its files holds, and how to read dates and amounts, in the language the person asked in. Its
// sentences live with the server's other texts (locales/<lang>/emails.json, "dataExportReadme").
import { formatDisplayDateTime, type Language } from '@studypath/domain';
import { emailTexts, fillText } from '../../platform/email/email-texts.ts';

export function renderExportReadme(input: {
  audience: 'student' | 'guardian';
  email: string;
  preparedAt: Date;
  language: Language;
  hasMissingFiles: boolean;
}): string {
  const t = emailTexts(input.language).dataExportReadme;
  const files =
    input.audience === 'student'
      ? [
          t.account,
          t.profile,
          t.studyPaths,
          t.messages,
          t.infoRequests,
          t.documents,
          t.payments,
          t.consents,
          t.audit,
        ]
      : [t.account, t.guardianConsents, t.guardianStudents, t.guardianAudit];
  const date = formatDisplayDateTime(input.preparedAt, input.language, 'UTC');
  const lines = [
    t.title,
    '='.repeat(t.title.length),
    '',
    fillText(t.prepared, { date, email: input.email }),
    '',
    t.intro,
    '',
    t.contents,
    '',
    ...files.map((line) => `- ${line}`),
    ...(input.hasMissingFiles ? [`- ${t.missing}`] : []),
    '',
    t.formats,
    '',
    t.contact,
    '',
  ];
  // Windows' Notepad, which many families open it with, wants CRLF.
  return lines.join('\r\n');
}
