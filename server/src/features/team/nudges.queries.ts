// What the nudge emails read and mark (issue 29, item 5): the student activity no email has listed
// yet, by consultant, and each consultant's preferences and last emails.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import {
  applications,
  consultantPreferences,
  consultantWaits,
  profiles,
  studentActivity,
  users,
} from '../../platform/db/schema/index.ts';
import type { FirmSettings } from '@studypath/domain/team';
import { dueAtSql } from './team-view.queries.ts';

const studentLabel = sql<string>`coalesce(
  nullif(trim(concat_ws(' ', ${profiles.legalFirstName}, ${profiles.legalLastName})), ''),
  ${users.email})`;

export interface Consultant {
  id: string;
  email: string;
  language: string;
  activityEmails: boolean;
  digestEmails: boolean;
  lastActivityEmailAt: Date | null;
  lastDigestOn: string | null;
}

export async function listConsultants(db: Database): Promise<Consultant[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      language: users.language,
      activityEmails: consultantPreferences.activityEmails,
      digestEmails: consultantPreferences.digestEmails,
      lastActivityEmailAt: consultantPreferences.lastActivityEmailAt,
      lastDigestOn: consultantPreferences.lastDigestOn,
    })
    .from(users)
    .leftJoin(consultantPreferences, eq(consultantPreferences.userId, users.id))
    .where(eq(users.role, 'admin'));
  return rows.map((row) => ({
    ...row,
    activityEmails: row.activityEmails ?? true,
    digestEmails: row.digestEmails ?? true,
  }));
}

export interface PendingActivity {
  id: string;
  student: string;
  kind: string;
  at: Date;
}

/** The consultant's activity no email has listed, oldest first (at most `limit`). */
export async function listPendingActivity(
  db: Database,
  consultantId: string,
  limit: number,
): Promise<PendingActivity[]> {
  return db
    .select({
      id: studentActivity.id,
      student: studentLabel,
      kind: studentActivity.kind,
      at: studentActivity.at,
    })
    .from(studentActivity)
    .innerJoin(applications, eq(applications.id, studentActivity.applicationId))
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(profiles, eq(profiles.userId, applications.userId))
    .where(and(eq(studentActivity.consultantId, consultantId), isNull(studentActivity.notifiedAt)))
    .orderBy(asc(studentActivity.at), asc(studentActivity.id))
    .limit(limit);
}

export async function markActivityNotified(
  db: Database,
  ids: readonly string[],
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(studentActivity)
    .set({ notifiedAt: at })
    .where(inArray(studentActivity.id, [...ids]));
}

/** Activity listed more than a week ago: nothing reads it any more. */
export async function removeOldActivity(db: Database, before: Date): Promise<void> {
  await db
    .delete(studentActivity)
    .where(sql`${studentActivity.notifiedAt} < ${before.toISOString()}::timestamptz`);
}

export async function saveNudgeMarks(
  db: Database,
  userId: string,
  marks: { lastActivityEmailAt?: Date; lastDigestOn?: string },
): Promise<void> {
  await db
    .insert(consultantPreferences)
    .values({ userId, ...marks })
    .onConflictDoUpdate({ target: consultantPreferences.userId, set: marks });
}

export interface OpenWaitLine {
  student: string;
  startedAt: Date;
  dueAt: Date;
}

/** A consultant's open waits due before `until`, soonest first. */
export async function listWaitsDueBefore(
  db: Database,
  input: { consultantId: string; settings: FirmSettings; until: Date },
): Promise<OpenWaitLine[]> {
  const due = dueAtSql(input.settings);
  return db
    .select({
      student: studentLabel,
      startedAt: consultantWaits.startedAt,
      dueAt: sql<Date>`${due}`.mapWith(consultantWaits.startedAt),
    })
    .from(consultantWaits)
    .innerJoin(applications, eq(applications.id, consultantWaits.applicationId))
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(profiles, eq(profiles.userId, applications.userId))
    .where(
      and(
        isNull(consultantWaits.endedAt),
        eq(applications.consultantId, input.consultantId),
        sql`${due} < ${input.until.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(sql`${due}`));
}
