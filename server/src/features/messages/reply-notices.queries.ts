// The SQL of the unread-reply email (reply-notices.ts): which threads hold a consultant's message
// the student has not read for a while and has not been emailed about, and the claim that lets
// only one sweep email about a thread.
import { and, asc, count, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import {
  messages,
  messageThreads,
  users,
  type MessageRow,
} from '../../platform/db/schema/index.ts';

/** The instants a sweep judges by, all from one reading of the clock. */
export interface ReplyNoticeWindow {
  now: Date;
  /** A reply written at or before this has waited long enough. */
  quietBefore: Date;
  /** A thread last emailed about at or before this may be emailed about again. */
  renoticeBefore: Date;
  /** Replies from before this are too old to email about (a new installation's old threads). */
  oldestReply: Date;
}

const isUnreadReply = and(
  eq(messages.threadId, messageThreads.id),
  eq(messages.senderRole, 'admin'),
  or(isNull(messageThreads.studentReadAt), gt(messages.createdAt, messageThreads.studentReadAt)),
);

/** A consultant's reply the student has not read nor been emailed about, waiting long enough. */
function hasReplyToNotify(window: ReplyNoticeWindow): SQL {
  return sql`exists (select 1 from ${messages} where ${and(
    isUnreadReply,
    or(
      isNull(messageThreads.studentNotifiedAt),
      gt(messages.createdAt, messageThreads.studentNotifiedAt),
    ),
    lte(messages.createdAt, window.quietBefore),
    gt(messages.createdAt, window.oldestReply),
  )})`;
}

function isDueForNotice(window: ReplyNoticeWindow): SQL | undefined {
  return and(
    or(
      isNull(messageThreads.studentNotifiedAt),
      lte(messageThreads.studentNotifiedAt, window.renoticeBefore),
    ),
    // A thread's last activity is at least its newest message: the index keeps this to the
    // threads active lately, whatever the table's size.
    gt(messageThreads.updatedAt, window.oldestReply),
    hasReplyToNotify(window),
  );
}

export async function findThreadIdsDueForReplyNotice(
  db: Database,
  window: ReplyNoticeWindow,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(isDueForNotice(window))
    .orderBy(asc(messageThreads.updatedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export interface ThreadDueForNotice {
  subject: string;
  studentEmail: string;
  /** users.language of the student, the language of the email (issue 27). */
  studentLanguage: string;
  /** When the student was last emailed about this thread, before this notice. */
  previousNoticeAt: Date | null;
  studentReadAt: Date | null;
}

/** The thread, if it is still due (another sweep may have emailed about it since). */
export async function findThreadDueForReplyNotice(
  db: Database,
  id: string,
  window: ReplyNoticeWindow,
): Promise<ThreadDueForNotice | undefined> {
  const [row] = await db
    .select({
      subject: messageThreads.subject,
      studentEmail: users.email,
      studentLanguage: users.language,
      previousNoticeAt: messageThreads.studentNotifiedAt,
      studentReadAt: messageThreads.studentReadAt,
    })
    .from(messageThreads)
    .innerJoin(users, eq(users.id, messageThreads.studentId))
    .where(and(eq(messageThreads.id, id), isDueForNotice(window)))
    .limit(1);
  return row;
}

/**
 * The claim: marks the thread as emailed about now, only if it is still due. Of two sweeps
 * claiming one thread, the second waits for the first's transaction and then finds the row no
 * longer due, so exactly one of them sends the email.
 */
export async function claimReplyNotice(
  db: Database,
  id: string,
  window: ReplyNoticeWindow,
): Promise<boolean> {
  const claimed = await db
    .update(messageThreads)
    .set({ studentNotifiedAt: window.now })
    .where(and(eq(messageThreads.id, id), isDueForNotice(window)))
    .returning({ id: messageThreads.id });
  return claimed.length > 0;
}

/**
 * The first reply the student has not been told about (after `since`, the later of their read
 * marker and the last notice) and that has waited long enough, and how many consultant messages
 * in the thread are unread in all.
 */
export async function findReplyToNotify(
  db: Database,
  input: { threadId: string; since: Date | null; window: ReplyNoticeWindow },
): Promise<{ reply: MessageRow; unreadCount: number } | undefined> {
  const [reply] = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.threadId, input.threadId),
        eq(messages.senderRole, 'admin'),
        input.since ? gt(messages.createdAt, input.since) : undefined,
        lte(messages.createdAt, input.window.quietBefore),
        gt(messages.createdAt, input.window.oldestReply),
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(1);
  if (!reply) return undefined;
  const [unread] = await db
    .select({ total: count() })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(and(eq(messageThreads.id, input.threadId), isUnreadReply));
  return { reply, unreadCount: unread?.total ?? 0 };
}
