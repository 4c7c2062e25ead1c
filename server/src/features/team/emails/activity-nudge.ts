// The nudge a consultant gets at most once per 15 minutes (issue 29, item 5): what their students
// did since the last one, a line each, oldest first. In the consultant's language.
import type { Language } from '@studypath/domain';
import type { StudentMoveKind } from '../consultant-waits.ts';
import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';
import { emailTexts, fillText } from '../../../platform/email/email-texts.ts';

export interface ActivityLine {
  student: string;
  kind: Exclude<StudentMoveKind, 'path_created'>;
  at: Date;
}

const clock = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

export function renderActivityNudgeEmail(input: {
  email: string;
  lines: readonly ActivityLine[];
  adminUrl: string;
  language: Language;
}): RenderedEmail {
  const t = emailTexts(input.language).activityNudge;
  return renderEmail({
    template: 'activity_nudge',
    language: input.language,
    subject: fillText(t.subject, { count: String(input.lines.length) }),
    heading: t.heading,
    intro: [
      t.intro,
      ...input.lines.map((line) =>
        fillText(t.line, { student: line.student, what: t[line.kind], time: clock(line.at) }),
      ),
    ],
    action: { label: t.action, url: input.adminUrl },
    outro: [t.outro],
    reason: fillText(t.reason, { email: input.email }),
  });
}
