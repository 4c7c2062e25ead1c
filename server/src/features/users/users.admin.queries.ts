import type { AdminUserListQuery, Role } from '@studypath/domain';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { accountIdsMatching } from '../../platform/people/account-search.ts';
import {
  messageThreads,
  profiles,
  users,
  type ProfileRow,
} from '../../platform/db/schema/index.ts';

/** The account as the consultants see it: never the password hash. */
const accountColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
};

export interface AdminUserRow {
  user: { id: string; email: string; role: Role; emailVerifiedAt: Date | null; createdAt: Date };
  profile: ProfileRow | null;
}

function listFilter(query: AdminUserListQuery): SQL | undefined {
  return and(
    query.role === 'all' ? undefined : eq(users.role, query.role),
    query.search === undefined
      ? undefined
      : sql`${users.id} in (${accountIdsMatching(query.search)})`,
  );
}

/** A searched page with the total on each row; exported so that a test can read its plan. */
export function searchedUsersPage(db: Database, query: AdminUserListQuery) {
  return db
    .select({
      user: accountColumns,
      profile: profiles,
      total: sql<number>`cast(count(*) over () as integer)`.mapWith(Number),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(listFilter(query))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

/**
 * One page, newest first, and how many match in all. Without a search the page comes off the
 * (role,) created_at indexes and the count needs no join; with one the search indexes find the
 * matches, all of which are read to sort them, so the total rides on each row (a window count), as
 * in the study path list (decision 018).
 */
export async function findUsersForAdmin(
  db: Database,
  query: AdminUserListQuery,
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const where = listFilter(query);
  const offset = (query.page - 1) * query.pageSize;
  if (query.search === undefined) {
    // A profile belongs to one user (its primary key): the join changes no count.
    const [rows, total] = await Promise.all([
      db
        .select({ user: accountColumns, profile: profiles })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(query.pageSize)
        .offset(offset),
      db.$count(users, where),
    ]);
    return { rows, total };
  }
  const found = await searchedUsersPage(db, query);
  const rows = found.map(({ total: _total, ...row }) => row);
  if (found[0] !== undefined) return { rows, total: found[0].total };
  if (query.page === 1) return { rows, total: 0 };
  const [counted] = await db
    .select({ total: count() })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** With forUpdate the account's row stays locked until the transaction ends. */
export async function findUserWithProfile(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<AdminUserRow | undefined> {
  const query = db
    .select({ user: accountColumns, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  const [row] = await (options.forUpdate ? query.for('update', { of: users }) : query);
  return row;
}

/**
 * Locks every administrator's row, in id order so that two account changes queue instead of
 * deadlocking, and answers their ids. A transaction that waited sees the rows as the one before it
 * left them: an administrator it demoted or deleted is no longer among them.
 */
export async function lockAdministrators(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function updateUserRole(
  db: Database,
  input: { id: string; role: Role; now: Date },
): Promise<void> {
  await db
    .update(users)
    .set({ role: input.role, updatedAt: input.now })
    .where(eq(users.id, input.id));
}

export async function countMessageThreadsOfStudent(
  db: Database,
  studentId: string,
): Promise<number> {
  return db.$count(messageThreads, eq(messageThreads.studentId, studentId));
}
