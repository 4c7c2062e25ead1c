// What waits for a consultant (issue 13), each kind as its oldest `limit` rows and how many there
// are in all: study paths past the review promise, threads where the student wrote after
// everything the consultants have seen, and information requests the student has not answered.
// The students' names are joined to the rows shown only; the totals are counted without joins.
import { and, asc, count, eq, gt, inArray, lte, max, min, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import {
  applications,
  infoRequests,
  messages,
  messageThreads,
  profiles,
  users,
} from '../../platform/db/schema/index.ts';
import { isStudentOfSql } from '../team/index.ts';

export interface WaitingRow {
  id: string;
  studentId: string;
  studentEmail: string;
  legalFirstName: string | null;
  legalLastName: string | null;
  since: Date;
}

export interface Waiting<Row> {
  rows: (WaitingRow & Row)[];
  total: number;
}

const studentColumns = {
  studentEmail: users.email,
  legalFirstName: profiles.legalFirstName,
  legalLastName: profiles.legalLastName,
};

/** Paths still new or in review that were created at or before `cutoff`. */
export async function findPathsAwaitingReview(
  db: Database,
  input: { cutoff: Date; limit: number },
): Promise<Waiting<{ status: string }>> {
  const where = and(
    inArray(applications.status, ['new', 'in_review']),
    lte(applications.createdAt, input.cutoff),
  );
  const [rows, total] = await Promise.all([
    db
      .select({
        id: applications.id,
        studentId: applications.userId,
        status: applications.status,
        since: applications.createdAt,
        ...studentColumns,
      })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .leftJoin(profiles, eq(profiles.userId, applications.userId))
      .where(where)
      .orderBy(asc(applications.createdAt), asc(applications.id))
      .limit(input.limit),
    db.$count(applications, where),
  ]);
  return { rows, total };
}

/**
 * Open threads where the student wrote after everything the consultants have seen (their last
 * reply, or the team's read marker), waiting since the first such message, at or before `cutoff`.
 * That first message is at or before the cutoff exactly when some unseen one is, so the messages
 * after the cutoff are never read.
 */
export async function findUnansweredThreads(
  db: Database,
  input: { cutoff: Date; limit: number; consultantId?: string },
): Promise<Waiting<{ subject: string }>> {
  const lastReplies = db.$with('last_replies').as(
    db
      .select({ threadId: messages.threadId, at: max(messages.createdAt).as('at') })
      .from(messages)
      .where(eq(messages.senderRole, 'admin'))
      .groupBy(messages.threadId),
  );
  const waiting = db.$with('waiting').as(
    db
      .with(lastReplies)
      .select({ threadId: messageThreads.id, since: min(messages.createdAt).as('since') })
      .from(messageThreads)
      .innerJoin(messages, eq(messages.threadId, messageThreads.id))
      .leftJoin(lastReplies, eq(lastReplies.threadId, messageThreads.id))
      .where(
        and(
          eq(messageThreads.status, 'active'),
          input.consultantId === undefined
            ? undefined
            : isStudentOfSql(messageThreads.studentId, input.consultantId),
          eq(messages.senderRole, 'student'),
          lte(messages.createdAt, input.cutoff),
          gt(
            messages.createdAt,
            sql`coalesce(greatest(${messageThreads.staffReadAt}, ${lastReplies.at}),
              '-infinity'::timestamptz)`,
          ),
        ),
      )
      .groupBy(messageThreads.id),
  );
  // The oldest `limit` first, then their names: joining the names to every waiting thread before
  // keeping ten cost 30 ms of 85 with 5,000 of them (bench:admin-console).
  const oldest = db
    .$with('oldest')
    .as(
      db
        .select({ threadId: waiting.threadId, since: waiting.since })
        .from(waiting)
        .orderBy(asc(waiting.since), asc(waiting.threadId))
        .limit(input.limit),
    );
  const rows = await db
    .with(waiting, oldest)
    .select({
      id: messageThreads.id,
      studentId: messageThreads.studentId,
      subject: messageThreads.subject,
      since: sql`${oldest.since}`.mapWith(messages.createdAt),
      ...studentColumns,
      total: sql<number>`(select cast(count(*) as integer) from ${waiting})`.mapWith(Number),
    })
    .from(oldest)
    .innerJoin(messageThreads, eq(messageThreads.id, oldest.threadId))
    .innerJoin(users, eq(users.id, messageThreads.studentId))
    .leftJoin(profiles, eq(profiles.userId, messageThreads.studentId))
    .orderBy(asc(oldest.since), asc(messageThreads.id));
  return {
    rows: rows.map(({ total: _total, ...row }) => row),
    total: rows[0]?.total ?? 0,
  };
}

/** Information requests not answered yet, oldest first. */
export async function findPendingInfoRequests(
  db: Database,
  input: { limit: number; consultantId?: string },
): Promise<Waiting<{ applicationId: string | null }>> {
  const where = and(
    eq(infoRequests.status, 'pending'),
    input.consultantId === undefined
      ? undefined
      : isStudentOfSql(infoRequests.userId, input.consultantId),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: infoRequests.id,
        studentId: infoRequests.userId,
        applicationId: infoRequests.applicationId,
        since: infoRequests.createdAt,
        ...studentColumns,
      })
      .from(infoRequests)
      .innerJoin(users, eq(users.id, infoRequests.userId))
      .leftJoin(profiles, eq(profiles.userId, infoRequests.userId))
      .where(where)
      .orderBy(asc(infoRequests.createdAt), asc(infoRequests.id))
      .limit(input.limit),
    db.select({ total: count() }).from(infoRequests).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
