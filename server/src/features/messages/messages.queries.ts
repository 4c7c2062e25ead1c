import type { MessageSenderRole } from '@studypath/domain';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { preparedFor } from '../../platform/db/prepared.ts';
import {
  messages,
  messageThreads,
  profiles,
  users,
  type MessageRow,
  type MessageThreadRow,
  type NewMessageRow,
  type NewMessageThreadRow,
} from '../../platform/db/schema/index.ts';
import { isoTimestampText, jsonArrayText, jsonObjectFields } from '../../platform/db/json-text.ts';
import {
  consultantNameSql,
  isStudentOfSql,
  nameConsultants,
  studentConsultantIdSql,
  studentConsultantsSubquery,
} from '../team/index.ts';

/** Whose unread messages: a student reads the consultants' messages, the team the student's. */
export type ReaderSide = 'student' | 'staff';

const writerOf: Record<ReaderSide, MessageSenderRole> = { student: 'admin', staff: 'student' };
const readMarkerOf = {
  student: messageThreads.studentReadAt,
  staff: messageThreads.staffReadAt,
} as const;

/** The messages of the joined thread that `side` has not read (written after its read marker). */
function isUnreadBy(side: ReaderSide): SQL | undefined {
  const readAt = readMarkerOf[side];
  return and(
    eq(messages.senderRole, writerOf[side]),
    or(isNull(readAt), gt(messages.createdAt, readAt)),
  );
}

/** Per thread row: its messages unread by `side` (one index range on messages per thread). */
function unreadCountOf(side: ReaderSide): SQL<number> {
  return sql<number>`(select count(*) from ${messages}
    where ${and(eq(messages.threadId, messageThreads.id), isUnreadBy(side))})::int`.mapWith(Number);
}

export async function insertThread(
  db: Database,
  values: NewMessageThreadRow,
): Promise<MessageThreadRow> {
  const [row] = await db.insert(messageThreads).values(values).returning();
  if (!row) throw new Error('message_threads insert returned no row');
  return row;
}

export async function findThreadById(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<MessageThreadRow | undefined> {
  if (options.forUpdate) {
    const [locked] = await db
      .select()
      .from(messageThreads)
      .where(eq(messageThreads.id, id))
      .limit(1)
      .for('update');
    return locked;
  }
  const query = preparedFor(db, 'thread_by_id', (target) =>
    target
      .select()
      .from(messageThreads)
      .where(eq(messageThreads.id, sql.placeholder('id')))
      .limit(1)
      .prepare('thread_by_id'),
  );
  const [row] = await query.execute({ id });
  return row;
}

export async function updateThread(
  db: Database,
  id: string,
  changes: Partial<NewMessageThreadRow>,
): Promise<void> {
  await db.update(messageThreads).set(changes).where(eq(messageThreads.id, id));
}

/**
 * Moves `side`'s read marker to `now`, only when the thread holds messages it had not read;
 * false when there were none (or no such thread): nothing changed.
 */
export async function markThreadReadBy(
  db: Database,
  input: { id: string; side: ReaderSide; now: Date },
): Promise<boolean> {
  // The team has seen every student message: nothing waits on it any more.
  const changes =
    input.side === 'student'
      ? { studentReadAt: input.now }
      : { staffReadAt: input.now, staffWaitingSince: null };
  const updated = await db
    .update(messageThreads)
    .set(changes)
    .where(
      and(
        eq(messageThreads.id, input.id),
        sql`exists (select 1 from ${messages}
          where ${and(eq(messages.threadId, messageThreads.id), isUnreadBy(input.side))})`,
      ),
    )
    .returning({ id: messageThreads.id });
  return updated.length > 0;
}

export interface ThreadWithUnread {
  thread: MessageThreadRow;
  unreadCount: number;
}

/** A student's threads, newest activity first. */
export async function findThreadsOfStudent(
  db: Database,
  studentId: string,
): Promise<ThreadWithUnread[]> {
  const query = preparedFor(db, 'threads_of_student', (target) =>
    target
      .select({ thread: messageThreads, unreadCount: unreadCountOf('student') })
      .from(messageThreads)
      .where(eq(messageThreads.studentId, sql.placeholder('studentId')))
      .orderBy(desc(messageThreads.updatedAt), desc(messageThreads.id))
      .prepare('threads_of_student'),
  );
  return query.execute({ studentId });
}

/** The thread's columns a consultant sees of one thread (their list: findThreadListJson). */
const adminThreadColumns = {
  id: messageThreads.id,
  subject: messageThreads.subject,
  studentId: messageThreads.studentId,
  status: messageThreads.status,
  closedAt: messageThreads.closedAt,
  createdAt: messageThreads.createdAt,
  updatedAt: messageThreads.updatedAt,
};
export type AdminThreadColumns = Pick<MessageThreadRow, keyof typeof adminThreadColumns>;

interface ThreadRow {
  thread: AdminThreadColumns;
  unreadCount: number;
  studentEmail: string;
  studentFirstName: string | null;
  studentLastName: string | null;
  consultantId: string | null;
}

export interface ThreadWithStudent extends ThreadRow {
  consultantName: string | null;
}

/** The student's consultant (issue 29): who holds their open path, else their newest. */
const threadConsultantId = studentConsultantIdSql(messageThreads.studentId);

function selectThreadsWithStudent(db: Database) {
  return db
    .select({
      thread: adminThreadColumns,
      unreadCount: unreadCountOf('staff'),
      consultantId: threadConsultantId,
      studentEmail: users.email,
      studentFirstName: profiles.legalFirstName,
      studentLastName: profiles.legalLastName,
    })
    .from(messageThreads)
    .innerJoin(users, eq(users.id, messageThreads.studentId))
    .leftJoin(profiles, eq(profiles.userId, messageThreads.studentId));
}

/**
 * Every thread's messages the team has not read, as a subquery to join on `threadId`: one grouped
 * pass over the students' messages instead of a count per thread (~100 ms less for 5,000 threads
 * on PGlite). Threads with none are not in it.
 */
function staffUnreadByThread(db: Database) {
  return db
    .select({
      threadId: sql<string>`${messages.threadId}`.as('unread_thread_id'),
      unread: sql<number>`count(*)::int`.as('unread'),
    })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(isUnreadBy('staff'))
    .groupBy(messages.threadId)
    .as('staff_unread');
}

/**
 * The consultants' list (every thread, or one consultant's Mine) as the JSON text the route sends:
 * adminThreadSchema's fields in its order, newest activity first, written by the database in one
 * value (decision 045). A fresh All of 5,000 threads: ~120 -> ~60 ms on PGlite.
 * thread-list-json.test.ts holds it byte for byte to what the serializer writes of `toAdminThread`.
 */
export async function findThreadListJson(
  db: Database,
  options: { includeClosed: boolean; consultantId?: string },
): Promise<string> {
  const mineOf = options.consultantId;
  const isAll = mineOf === undefined;
  // Everyone's threads: whole passes pay; a consultant's tenth: lookups per row cost less.
  const unread = staffUnreadByThread(db);
  const consultant = studentConsultantsSubquery(db);
  const unreadCount = isAll ? sql`coalesce(${unread.unread}, 0)` : unreadCountOf('staff');
  const consultantOf = isAll ? sql`${consultant.consultantId}` : threadConsultantId;
  const fields = jsonObjectFields({
    id: messageThreads.id,
    subject: messageThreads.subject,
    studentId: messageThreads.studentId,
    studentFirstName: profiles.legalFirstName,
    studentLastName: profiles.legalLastName,
    studentEmail: users.email,
    status: messageThreads.status,
    closedAt: isoTimestampText(messageThreads.closedAt),
    createdAt: isoTimestampText(messageThreads.createdAt),
    updatedAt: isoTimestampText(messageThreads.updatedAt),
    unreadCount,
    consultantId: consultantOf,
    consultantName: consultantNameSql(consultantOf),
  });
  const base = db
    .select({
      json: jsonArrayText(sql`${messageThreads.updatedAt} desc, ${messageThreads.id} desc`),
    })
    .from(messageThreads)
    .innerJoin(users, eq(users.id, messageThreads.studentId))
    .leftJoin(profiles, eq(profiles.userId, messageThreads.studentId))
    .$dynamic();
  const joined = isAll
    ? base
        .leftJoin(unread, eq(unread.threadId, messageThreads.id))
        .leftJoin(consultant, eq(consultant.userId, messageThreads.studentId))
    : base;
  const [row] = await joined
    .crossJoinLateral(fields)
    .where(
      and(
        options.includeClosed ? undefined : eq(messageThreads.status, 'active'),
        mineOf === undefined ? undefined : isStudentOfSql(messageThreads.studentId, mineOf),
      ),
    );
  return row?.json ?? '[]';
}

export async function findThreadWithStudent(
  db: Database,
  id: string,
): Promise<ThreadWithStudent | undefined> {
  const found = await selectThreadsWithStudent(db).where(eq(messageThreads.id, id)).limit(1);
  const [row] = await nameConsultants(db, found);
  return row;
}

/** Messages of `side` unread across its threads: a student's own, or every thread for staff. */
export async function countUnreadMessages(
  db: Database,
  input: { side: 'student'; studentId: string } | { side: 'staff' },
): Promise<number> {
  if (input.side === 'student') {
    // Per thread of the student, one index range on messages (as in the thread list).
    const query = preparedFor(db, 'unread_of_student', (target) =>
      target
        .select({ total: sql<number>`coalesce(sum(${unreadCountOf('student')}), 0)::int` })
        .from(messageThreads)
        .where(eq(messageThreads.studentId, sql.placeholder('studentId')))
        .prepare('unread_of_student'),
    );
    const [row] = await query.execute({ studentId: input.studentId });
    return Number(row?.total ?? 0);
  }
  const [row] = await db
    .select({ total: count() })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(isUnreadBy(input.side));
  return row?.total ?? 0;
}

/**
 * A new message, and its thread's `staff_waiting_since`: a student's message starts the team's
 * wait unless one is already running, a consultant's reply ends it.
 */
export async function insertMessage(db: Database, values: NewMessageRow): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  if (!row) throw new Error('messages insert returned no row');
  await db
    .update(messageThreads)
    .set({
      staffWaitingSince:
        row.senderRole === 'student'
          ? sql`coalesce(${messageThreads.staffWaitingSince}, ${row.createdAt.toISOString()}::timestamptz)`
          : null,
    })
    .where(eq(messageThreads.id, row.threadId));
  return row;
}

export interface MessageWithSender {
  message: MessageRow;
  /** Null once the sender's account is gone. */
  senderEmail: string | null;
  senderDisplayName: string | null;
  senderFirstName: string | null;
  senderLastName: string | null;
}

function selectMessagesWithSender(db: Database) {
  return db
    .select({
      message: messages,
      senderEmail: users.email,
      senderDisplayName: profiles.displayName,
      senderFirstName: profiles.legalFirstName,
      senderLastName: profiles.legalLastName,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .leftJoin(profiles, eq(profiles.userId, messages.senderId));
}

/**
 * A thread's messages, oldest first. With ownerId (a student reading), empty unless the thread is
 * theirs: the list needs no separate visibility query (PostgreSQL evaluates the check once).
 */
export async function findMessagesOfThread(
  db: Database,
  threadId: string,
  ownerId: string | null = null,
): Promise<MessageWithSender[]> {
  const isOwned = ownerId !== null;
  const name = isOwned ? 'messages_of_owned_thread' : 'messages_of_thread';
  const query = preparedFor(db, name, (target) =>
    selectMessagesWithSender(target)
      .where(
        and(
          eq(messages.threadId, sql.placeholder('threadId')),
          isOwned
            ? sql`exists (select 1 from ${messageThreads} where ${messageThreads.id} = ${sql.placeholder('threadId')} and ${messageThreads.studentId} = ${sql.placeholder('ownerId')})`
            : undefined,
        ),
      )
      .orderBy(asc(messages.createdAt), asc(messages.id))
      .prepare(name),
  );
  return query.execute({ threadId, ownerId });
}

export async function findMessageWithSender(
  db: Database,
  id: string,
): Promise<MessageWithSender | undefined> {
  const [row] = await selectMessagesWithSender(db).where(eq(messages.id, id)).limit(1);
  return row;
}

/** A message and the student its thread belongs to. */
export async function findMessageWithStudent(
  db: Database,
  id: string,
): Promise<{ message: MessageRow; studentId: string } | undefined> {
  const [row] = await db
    .select({ message: messages, studentId: messageThreads.studentId })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(eq(messages.id, id))
    .limit(1);
  return row;
}

/**
 * Up to `limit` threads whose last activity is before `before`, oldest first, locked in the
 * caller's transaction (threads another transaction holds are skipped: they are busy).
 */
export async function lockThreadsUpdatedBefore(
  db: Database,
  before: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(lt(messageThreads.updatedAt, before))
    .orderBy(asc(messageThreads.updatedAt), asc(messageThreads.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

export async function findAttachmentKeysOfThreads(
  db: Database,
  threadIds: readonly string[],
): Promise<string[]> {
  if (threadIds.length === 0) return [];
  const rows = await db
    .select({ key: messages.attachmentKey })
    .from(messages)
    .where(inArray(messages.threadId, [...threadIds]));
  return rows.flatMap((row) => (row.key === null ? [] : [row.key]));
}

/** Their messages go with them (ON DELETE CASCADE). */
export async function deleteThreadsByIds(db: Database, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const deleted = await db
    .delete(messageThreads)
    .where(inArray(messageThreads.id, [...ids]))
    .returning({ id: messageThreads.id });
  return deleted.length;
}

/** Which of `keys` are a message's attachment. */
export async function findKnownAttachmentKeys(
  db: Database,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: messages.attachmentKey })
    .from(messages)
    .where(inArray(messages.attachmentKey, [...keys]));
  return new Set(rows.flatMap((row) => (row.key === null ? [] : [row.key])));
}
