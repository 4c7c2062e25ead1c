// The figures of the team view (issue 29, item 4), read from the recorded waits: each
// administrator's open paths and overdue waits, and every wait answered since a day.
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
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

/** An answer time in ms, from a wait's row. */
const answerMs = sql`extract(epoch from (${qualified(consultantWaits.endedAt)} -
  ${qualified(consultantWaits.startedAt)})) * 1000`;

/**
 * Nearest-rank percentiles, as domain `percentile` defines them: percentile_disc answers the first
 * value whose cumulative share reaches p, which is the value at rank ceil(p × n).
 */
const answerFigures = {
  answered: sql<number>`count(*)::int`.mapWith(Number),
  medianAnswerMs: sql<number | null>`percentile_disc(0.5) within group (order by ${answerMs})`,
  p90AnswerMs: sql<number | null>`percentile_disc(0.9) within group (order by ${answerMs})`,
};

export interface AnswerFigures {
  answered: number;
  medianAnswerMs: number | null;
  p90AnswerMs: number | null;
}

const roundFigures = <Row extends AnswerFigures>(row: Row): Row => ({
  ...row,
  answered: Number(row.answered),
  medianAnswerMs: row.medianAnswerMs === null ? null : Math.round(Number(row.medianAnswerMs)),
  p90AnswerMs: row.p90AnswerMs === null ? null : Math.round(Number(row.p90AnswerMs)),
});

const answeredSince = (from: Date) =>
  and(eq(consultantWaits.outcome, 'answered'), gte(consultantWaits.endedAt, from));

/** Per consultant: the waits they answered since `from`, and the median and 90th percentile. */
export async function answerFiguresByConsultant(
  db: Database,
  from: Date,
): Promise<Map<string | null, AnswerFigures>> {
  const rows = await db
    .select({ consultantId: consultantWaits.consultantId, ...answerFigures })
    .from(consultantWaits)
    .where(answeredSince(from))
    .groupBy(consultantWaits.consultantId);
  return new Map(rows.map((row) => [row.consultantId, roundFigures(row)]));
}

/** The team's answers by the (UTC, Monday) week they came, since `from`. */
export async function answerFiguresByWeek(
  db: Database,
  from: Date,
): Promise<Map<string, AnswerFigures>> {
  const week = sql<string>`to_char(date_trunc('week', ${qualified(consultantWaits.endedAt)}
    at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ week, ...answerFigures })
    .from(consultantWaits)
    .where(answeredSince(from))
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.week, roundFigures(row)]));
}

/** One consultant's figures since `from` (the team's with `consultantId` undefined). */
export async function answerFiguresOf(
  db: Database,
  from: Date,
  consultantId?: string,
): Promise<AnswerFigures> {
  const [row] = await db
    .select(answerFigures)
    .from(consultantWaits)
    .where(
      and(
        answeredSince(from),
        consultantId === undefined ? undefined : eq(consultantWaits.consultantId, consultantId),
      ),
    );
  return row ? roundFigures(row) : { answered: 0, medianAnswerMs: null, p90AnswerMs: null };
}

export async function countUnassignedPaths(db: Database): Promise<number> {
  return db.$count(
    applications,
    and(isNull(applications.consultantId), openPathSql(applications.status)),
  );
}
