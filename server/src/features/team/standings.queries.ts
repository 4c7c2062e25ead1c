// Where students stand with their consultant, for the lists that wait on consultants (the
// dashboard's needs attention, the sidebar's counts): each student's consultant and open wait,
// and the waits past due.
import type { FirmSettings } from '@studypath/domain/team';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { applications, consultantWaits, profiles, users } from '../../platform/db/schema/index.ts';
import { nameConsultants } from './consultant-label.ts';
import { qualified, studentConsultantIdSql } from './consultant-sql.ts';
import { dueAtSql } from './team-view.queries.ts';

export interface StudentStanding {
  consultantId: string | null;
  consultantName: string | null;
  /** When the student's open wait is due; null when nothing waits on the consultant. */
  waitDueAt: Date | null;
}

/** Each student's consultant and open wait (a student has at most one open path). */
export async function findStudentStandings(
  db: Database,
  settings: FirmSettings,
  studentIds: readonly string[],
): Promise<Map<string, StudentStanding>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .select({
      studentId: users.id,
      consultantId: studentConsultantIdSql(users.id),
      waitDueAt: sql<Date | null>`(select ${dueAtSql(settings)}
        from ${consultantWaits} join ${applications}
          on ${qualified(applications.id)} = ${qualified(consultantWaits.applicationId)}
        where ${qualified(applications.userId)} = ${qualified(users.id)}
          and ${qualified(consultantWaits.endedAt)} is null
        limit 1)`.mapWith(consultantWaits.startedAt),
    })
    .from(users)
    .where(inArray(users.id, [...studentIds]));
  // The few consultants' names once, not a lookup per student.
  const named = await nameConsultants(db, rows);
  return new Map(
    named.map((row) => [
      row.studentId,
      {
        consultantId: row.consultantId,
        consultantName: row.consultantName,
        waitDueAt: row.waitDueAt,
      },
    ]),
  );
}

export interface OverdueWait {
  applicationId: string;
  studentId: string;
  studentEmail: string;
  legalFirstName: string | null;
  legalLastName: string | null;
  status: string;
  startedAt: Date;
  dueAt: Date;
}

/** Open waits past due, most overdue first; a consultant's own when `consultantId` is given. */
export async function findOverdueWaits(
  db: Database,
  input: { settings: FirmSettings; now: Date; limit: number; consultantId?: string },
): Promise<{ rows: OverdueWait[]; total: number }> {
  const { settings } = input;
  const shortest = Math.min(settings.targetMinutes, settings.complexTargetMinutes);
  const youngest = new Date(input.now.getTime() - shortest * 60_000);
  // Each open wait old enough to be due looks up its path once (a lateral subquery that its
  // LIMIT keeps unflattened): joined, PGlite's planner hashed all 10,000 paths first (17 ms of 23,
  // bench:admin-console), and a lookup per use of the due time cost three per wait.
  const path = db
    .select({
      dueAt: sql<Date>`${dueAtSql(settings)}`.as('due_at'),
      consultantId: sql<string | null>`${qualified(applications.consultantId)}`.as(
        'path_consultant_id',
      ),
    })
    .from(applications)
    .where(sql`${qualified(applications.id)} = ${qualified(consultantWaits.applicationId)}`)
    .limit(1)
    .as('wait_path');
  // The page of waits with the total beside each (a window count), then the paths and the
  // students' names for that page only.
  const page = db.$with('overdue_page').as(
    db
      .select({
        applicationId: sql<string>`${qualified(consultantWaits.applicationId)}`.as(
          'wait_application_id',
        ),
        startedAt: sql<Date>`${qualified(consultantWaits.startedAt)}`.as('started_at'),
        dueAt: sql<Date>`${path.dueAt}`.as('page_due_at'),
        total: sql<number>`cast(count(*) over () as integer)`.as('total'),
      })
      .from(consultantWaits)
      .crossJoinLateral(path)
      .where(
        and(
          isNull(consultantWaits.endedAt),
          sql`${qualified(consultantWaits.startedAt)} < ${youngest.toISOString()}::timestamptz`,
          sql`${path.dueAt} < ${input.now.toISOString()}::timestamptz`,
          input.consultantId ? eq(path.consultantId, input.consultantId) : undefined,
        ),
      )
      .orderBy(asc(path.dueAt), asc(consultantWaits.applicationId))
      .limit(input.limit),
  );
  const found = await db
    .with(page)
    .select({
      applicationId: applications.id,
      studentId: applications.userId,
      studentEmail: users.email,
      legalFirstName: profiles.legalFirstName,
      legalLastName: profiles.legalLastName,
      status: applications.status,
      startedAt: sql`${page.startedAt}`.mapWith(consultantWaits.startedAt),
      dueAt: sql`${page.dueAt}`.mapWith(consultantWaits.startedAt),
      total: sql`${page.total}`.mapWith(Number),
    })
    .from(page)
    .innerJoin(applications, eq(applications.id, page.applicationId))
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(profiles, eq(profiles.userId, applications.userId))
    .orderBy(asc(page.dueAt), asc(applications.id));
  return {
    rows: found.map(({ total: _total, ...row }) => row),
    total: Number(found[0]?.total ?? 0),
  };
}

/** How many of a consultant's paths wait on them now (due or not). */
export async function countWaitingOn(db: Database, consultantId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(consultantWaits)
    .innerJoin(applications, eq(applications.id, consultantWaits.applicationId))
    .where(and(isNull(consultantWaits.endedAt), eq(applications.consultantId, consultantId)));
  return Number(row?.total ?? 0);
}
