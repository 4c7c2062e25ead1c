// Where students stand with their consultant, for the lists that wait on consultants (the
// dashboard's needs attention, the sidebar's counts): each student's consultant and open wait,
// and the waits past due.
import type { FirmSettings } from '@studypath/domain/team';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { applications, consultantWaits, profiles, users } from '../../platform/db/schema/index.ts';
import { consultantNameSql, qualified, studentConsultantIdSql } from './consultant-sql.ts';
import { dueAtSql, overdueWaitSql } from './team-view.queries.ts';

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
  const consultantId = studentConsultantIdSql(users.id);
  const rows = await db
    .select({
      studentId: users.id,
      consultantId,
      consultantName: consultantNameSql(consultantId),
      waitDueAt: sql<Date | null>`(select ${dueAtSql(settings)}
        from ${consultantWaits} join ${applications}
          on ${qualified(applications.id)} = ${qualified(consultantWaits.applicationId)}
        where ${qualified(applications.userId)} = ${qualified(users.id)}
          and ${qualified(consultantWaits.endedAt)} is null
        limit 1)`.mapWith(consultantWaits.startedAt),
    })
    .from(users)
    .where(inArray(users.id, [...studentIds]));
  return new Map(
    rows.map((row) => [
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
  const due = dueAtSql(input.settings);
  const where = and(
    overdueWaitSql(input.settings, input.now),
    input.consultantId ? eq(applications.consultantId, input.consultantId) : undefined,
  );
  // The page of waits with the total beside each (a window count), then the students' names for
  // that page only (joined to every overdue wait first, they cost half the query).
  const page = db.$with('overdue_page').as(
    db
      .select({
        applicationId: sql<string>`${qualified(applications.id)}`.as('application_id'),
        studentId: sql<string>`${qualified(applications.userId)}`.as('student_id'),
        status: sql<string>`${qualified(applications.status)}`.as('status'),
        startedAt: sql<Date>`${qualified(consultantWaits.startedAt)}`.as('started_at'),
        dueAt: sql<Date>`${due}`.as('due_at'),
        total: sql<number>`cast(count(*) over () as integer)`.as('total'),
      })
      .from(consultantWaits)
      .innerJoin(applications, eq(applications.id, consultantWaits.applicationId))
      .where(where)
      .orderBy(asc(sql`${due}`), asc(applications.id))
      .limit(input.limit),
  );
  const found = await db
    .with(page)
    .select({
      applicationId: page.applicationId,
      studentId: page.studentId,
      studentEmail: users.email,
      legalFirstName: profiles.legalFirstName,
      legalLastName: profiles.legalLastName,
      status: page.status,
      startedAt: sql`${page.startedAt}`.mapWith(consultantWaits.startedAt),
      dueAt: sql`${page.dueAt}`.mapWith(consultantWaits.startedAt),
      total: sql`${page.total}`.mapWith(Number),
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.studentId))
    .leftJoin(profiles, eq(profiles.userId, page.studentId))
    .orderBy(asc(page.dueAt), asc(page.applicationId));
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
