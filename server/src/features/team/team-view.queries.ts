// The figures of the team view (issue 29, item 4), read from the recorded waits: each
// administrator's open paths and overdue waits (the answers: answered-waits.ts).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { applications, consultantWaits, profiles, users } from '../../platform/db/schema/index.ts';
import { openPathSql, qualified } from './consultant-sql.ts';
import type { FirmSettings } from '@studypath/domain/team';

/**
 * SQL true for the open waits past due at `now`. The first condition is implied by the second
 * (no target is shorter than the shorter of the two) and lets the open waits' start index skip
 * every wait too young to be due: most of them, on a working day.
 */
export function overdueWaitSql(settings: FirmSettings, now: Date) {
  const shortest = Math.min(settings.targetMinutes, settings.complexTargetMinutes);
  const youngest = new Date(now.getTime() - shortest * 60_000);
  return and(
    isNull(consultantWaits.endedAt),
    sql`${qualified(consultantWaits.startedAt)} < ${youngest.toISOString()}::timestamptz`,
    sql`${dueAtSql(settings)} < ${now.toISOString()}::timestamptz`,
  );
}

/** SQL: when the path's open wait is due, from the firm's targets and the path's complexity. */
export function dueAtSql(settings: FirmSettings) {
  return sql`(${qualified(consultantWaits.startedAt)} + make_interval(mins => case when
    ${qualified(applications.isComplex)} then ${settings.complexTargetMinutes}::int
    else ${settings.targetMinutes}::int end))`;
}

export interface ConsultantFigures {
  id: string;
  email: string;
  displayName: string | null;
  openPaths: number;
  overdueNow: number;
}

export async function listConsultantFigures(
  db: Database,
  settings: FirmSettings,
  now: Date,
): Promise<ConsultantFigures[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      displayName: profiles.displayName,
      openPaths: sql<number>`(select count(*) from applications ca
        where ca.consultant_id = ${qualified(users.id)} and ${openPathSql(sql`ca.status`)})::int`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.role, 'admin'))
    .orderBy(users.createdAt, users.id);
  const overdue = await db
    .select({ consultantId: applications.consultantId, count: sql<number>`count(*)::int` })
    .from(consultantWaits)
    .innerJoin(applications, eq(applications.id, consultantWaits.applicationId))
    .where(overdueWaitSql(settings, now))
    .groupBy(applications.consultantId);
  const overdueBy = new Map(overdue.map((row) => [row.consultantId, Number(row.count)]));
  return rows.map((row) => ({
    ...row,
    displayName: row.displayName?.trim() ? row.displayName : null,
    openPaths: Number(row.openPaths),
    overdueNow: overdueBy.get(row.id) ?? 0,
  }));
}

export async function countUnassignedPaths(db: Database): Promise<number> {
  return db.$count(
    applications,
    and(isNull(applications.consultantId), openPathSql(applications.status)),
  );
}
