// The morning digest (issue 29, item 5): the consultant's students whose wait is overdue, then
// those due before the day ends (UTC). Sent only when there is something to say.
import type { Language } from '@studypath/domain';
import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';
import { emailTexts, fillText } from '../../../platform/email/email-texts.ts';

export interface DigestLine {
  student: string;
  since: Date;
  dueAt: Date;
}

const clock = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

export function renderMorningDigestEmail(input: {
  email: string;
  overdue: readonly DigestLine[];
  dueToday: readonly DigestLine[];
  adminUrl: string;
  language: Language;
}): RenderedEmail {
  const t = emailTexts(input.language).morningDigest;
  const line = (entry: DigestLine) =>
    fillText(t.line, {
      student: entry.student,
      since: clock(entry.since),
      due: clock(entry.dueAt),
    });
  const intro: string[] = [];
  if (input.overdue.length > 0) intro.push(t.introOverdue, ...input.overdue.map(line));
  if (input.dueToday.length > 0) intro.push(t.introDueToday, ...input.dueToday.map(line));
  return renderEmail({
    template: 'morning_digest',
    language: input.language,
    subject: fillText(t.subject, {
      overdue: String(input.overdue.length),
      dueToday: String(input.dueToday.length),
    }),
    heading: t.heading,
    intro,
    action: { label: t.action, url: input.adminUrl },
    outro: [t.outro],
    reason: fillText(t.reason, { email: input.email }),
  });
}
