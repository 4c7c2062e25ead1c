// What waits for a consultant (issue 13), each kind as its oldest `limit` rows and how many there
// are in all: study paths past the review promise, threads where the student wrote after
// everything the consultants have seen, and information requests the student has not answered.
// The students' names are joined to the rows shown only; the totals are counted without joins.
import { and, asc, count, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import {
  applications,
  infoRequests,
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
 * Each thread keeps that moment (`staff_waiting_since`, set by the messages feature), so this is
 * one range of a partial index: the oldest `limit`, their students, and the total beside each.
 */
export async function findUnansweredThreads(
  db: Database,
  input: { cutoff: Date; limit: number; consultantId?: string },
): Promise<Waiting<{ subject: string }>> {
  const where = and(
    eq(messageThreads.status, 'active'),
    isNotNull(messageThreads.staffWaitingSince),
    lte(messageThreads.staffWaitingSince, input.cutoff),
    input.consultantId === undefined
      ? undefined
      : isStudentOfSql(messageThreads.studentId, input.consultantId),
  );
  const [rows, total] = await Promise.all([
    db
      .select({
        id: messageThreads.id,
        studentId: messageThreads.studentId,
        subject: messageThreads.subject,
        since: sql`${messageThreads.staffWaitingSince}`.mapWith(messageThreads.createdAt),
        ...studentColumns,
      })
      .from(messageThreads)
      .innerJoin(users, eq(users.id, messageThreads.studentId))
      .leftJoin(profiles, eq(profiles.userId, messageThreads.studentId))
      .where(where)
      .orderBy(asc(messageThreads.staffWaitingSince), asc(messageThreads.id))
      .limit(input.limit),
    db.$count(messageThreads, where),
  ]);
  return { rows, total };
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
