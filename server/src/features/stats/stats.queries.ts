import { and, count, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { applications, documents, messageThreads, users } from '../../platform/db/schema/index.ts';

/** Verified student accounts: the ones that can sign in (the dashboard's "active students"). */
const isActiveStudent = and(eq(users.role, 'student'), isNotNull(users.emailVerifiedAt));

export interface DashboardTotals {
  activeStudents: number;
  documents: number;
  messageThreads: number;
}

/** The cards' counts but paths in progress, which the service adds up from the paths by status. */
export async function countDashboardTotals(db: Database): Promise<DashboardTotals> {
  const [activeStudents, documentCount, threadCount] = await Promise.all([
    db.$count(users, isActiveStudent),
    db.$count(documents),
    db.$count(messageThreads),
  ]);
  return { activeStudents, documents: documentCount, messageThreads: threadCount };
}

export async function countPathsByStatus(
  db: Database,
): Promise<{ status: string; count: number }[]> {
  return db
    .select({ status: applications.status, count: count() })
    .from(applications)
    .groupBy(applications.status);
}

const WEEK_SECONDS = 7 * 24 * 60 * 60;

/** New active students and new study paths per week: week 0 starts at `from`, weeks last 7 days. */
export async function countWeeklyGrowth(
  db: Database,
  range: { from: Date; weeks: number },
): Promise<{ students: Map<number, number>; paths: Map<number, number> }> {
  const from = range.from.toISOString();
  const to = new Date(range.from.getTime() + range.weeks * WEEK_SECONDS * 1000);
  // Whole weeks since `from` by arithmetic: cheaper than formatting a date per row. Grouped by
  // position: the expression's parameters would be bound twice and not match.
  const weekOf = (column: typeof users.createdAt | typeof applications.createdAt) =>
    sql<number>`cast(floor(extract(epoch from (${column} - ${from}::timestamptz)) / ${WEEK_SECONDS}) as integer)`.mapWith(
      Number,
    );
  const studentWeek = weekOf(users.createdAt);
  const pathWeek = weekOf(applications.createdAt);
  const [students, paths] = await Promise.all([
    db
      .select({ week: studentWeek, count: count() })
      .from(users)
      .where(and(isActiveStudent, gte(users.createdAt, range.from), lt(users.createdAt, to)))
      .groupBy(sql`1`),
    db
      .select({ week: pathWeek, count: count() })
      .from(applications)
      .where(and(gte(applications.createdAt, range.from), lt(applications.createdAt, to)))
      .groupBy(sql`1`),
  ]);
  return {
    students: new Map(students.map((row) => [row.week, row.count])),
    paths: new Map(paths.map((row) => [row.week, row.count])),
  };
}
