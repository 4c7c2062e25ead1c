// The email a student gets when a consultant's message has waited unread for a while (issue 24,
// decision 022): who wrote (their display name, never their address), in which conversation,
// the message's first lines, and a link to the conversation. The rest stays behind sign-in.
// In the student's language (issue 27).
import type { Language } from '@studypath/domain';
import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';
import { emailTexts, fillText } from '../../../platform/email/email-texts.ts';

/** The quotation keeps at most this many lines and characters of the message. */
export const UNREAD_REPLY_EXCERPT_LINES = 5;
export const UNREAD_REPLY_EXCERPT_CHARS = 300;

/** The message's first non-empty lines, cut at a word near the character limit, '…' if cut. */
export function messageExcerpt(content: string): string[] {
  const lines = content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const kept: string[] = [];
  let room = UNREAD_REPLY_EXCERPT_CHARS;
  for (const line of lines.slice(0, UNREAD_REPLY_EXCERPT_LINES)) {
    // A few characters of a further line say nothing: the '…' below says there is more.
    if (kept.length > 0 && room < 20) break;
    if (line.length <= room) {
      kept.push(line);
      room -= line.length;
      continue;
    }
    const cut = line.slice(0, room);
    const atWord = cut.lastIndexOf(' ');
    kept.push(`${(atWord > room / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`);
    return kept;
  }
  if (lines.length > kept.length && kept.length > 0) kept[kept.length - 1] += ' …';
  return kept;
}

export function renderUnreadReplyEmail(input: {
  email: string;
  consultantName: string;
  threadSubject: string;
  content: string;
  /** Unread consultant messages in the thread besides the quoted one. */
  moreUnreadCount: number;
  threadUrl: string;
  /** The student's language; English when absent. */
  language?: Language;
}): RenderedEmail {
  const language = input.language ?? 'en';
  const t = emailTexts(language).unreadReply;
  const more =
    input.moreUnreadCount === 0
      ? []
      : [
          input.moreUnreadCount === 1
            ? t.moreOne
            : fillText(t.moreOther, { count: input.moreUnreadCount }),
        ];
  return renderEmail({
    template: 'unread_reply',
    language,
    subject: fillText(t.subject, { consultant: input.consultantName }),
    heading: t.heading,
    intro: [fillText(t.intro, { consultant: input.consultantName, thread: input.threadSubject })],
    quote: messageExcerpt(input.content),
    action: { label: t.action, url: input.threadUrl },
    outro: [...more, t.outroSignIn, t.outroFrequency],
    reason: fillText(t.reason, { email: input.email }),
  });
}
