import type { AdminApplicationListQuery } from '@studypath/domain';
import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { containsFolded } from '../../platform/db/like-patterns.ts';
import { preparedFor } from '../../platform/db/prepared.ts';
import { accountIdsMatching } from '../../platform/people/account-search.ts';
import {
  applicationSearchText,
  applications,
  applicationUpdates,
  profiles,
  users,
  type ApplicationRow,
  type ApplicationUpdateRow,
  type NewApplicationRow,
  type NewApplicationUpdateRow,
  type ProfileRow,
} from '../../platform/db/schema/index.ts';
import { consultantNameSql } from '../team/index.ts';

/**
 * For the lists of one path's rows (updates, programs, documents), read by its student: true
 * only when the path named by the `applicationId` placeholder belongs to the `ownerId` one. The
 * list then needs no separate visibility query (PostgreSQL evaluates this once per query).
 */
export function pathOwnedByPlaceholder(): SQL {
  return sql`exists (select 1 from ${applications} where ${applications.id} = ${sql.placeholder('applicationId')} and ${applications.userId} = ${sql.placeholder('ownerId')})`;
}

export async function findApplicationsOfUser(
  db: Database,
  userId: string,
): Promise<ApplicationRow[]> {
  const query = preparedFor(db, 'applications_of_user', (target) =>
    target
      .select()
      .from(applications)
      .where(eq(applications.userId, sql.placeholder('userId')))
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .prepare('applications_of_user'),
  );
  return query.execute({ userId });
}

export async function findApplicationById(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ApplicationRow | undefined> {
  if (options.forUpdate) {
    const [locked] = await db
      .select()
      .from(applications)
      .where(eq(applications.id, id))
      .limit(1)
      .for('update');
    return locked;
  }
  const query = preparedFor(db, 'application_by_id', (target) =>
    target
      .select()
      .from(applications)
      .where(eq(applications.id, sql.placeholder('id')))
      .limit(1)
      .prepare('application_by_id'),
  );
  const [row] = await query.execute({ id });
  return row;
}

/**
 * Inserts the path unless the student already has an active one: the partial unique index
 * (applications_one_active_per_user_idx) decides, also between two inserts racing each other.
 * Undefined when it refused.
 */
export async function insertApplicationUnlessActiveExists(
  db: Database,
  values: NewApplicationRow,
): Promise<ApplicationRow | undefined> {
  const [row] = await db.insert(applications).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateApplication(
  db: Database,
  id: string,
  changes: Partial<NewApplicationRow>,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(applications)
    .set(changes)
    .where(eq(applications.id, id))
    .returning();
  return row;
}

/** Updates and program links go with it (ON DELETE CASCADE). */
export async function deleteApplicationById(db: Database, id: string): Promise<boolean> {
  const deleted = await db
    .delete(applications)
    .where(eq(applications.id, id))
    .returning({ id: applications.id });
  return deleted.length > 0;
}

export async function insertApplicationUpdate(
  db: Database,
  values: NewApplicationUpdateRow,
): Promise<ApplicationUpdateRow> {
  const [row] = await db.insert(applicationUpdates).values(values).returning();
  if (!row) throw new Error('application_updates insert returned no row');
  return row;
}

export interface ApplicationUpdateWithAuthor extends ApplicationUpdateRow {
  /** Null when the system made the change or the account is gone. */
  author: {
    email: string;
    role: string;
    displayName: string | null;
    legalFirstName: string | null;
    legalLastName: string | null;
  } | null;
}

/** Newest first, with who made each; with ownerId, empty unless the path is that student's. */
export async function findUpdatesOfApplication(
  db: Database,
  applicationId: string,
  ownerId: string | null = null,
): Promise<ApplicationUpdateWithAuthor[]> {
  const isOwned = ownerId !== null;
  const name = isOwned ? 'updates_of_owned_application' : 'updates_of_application';
  const query = preparedFor(db, name, (target) =>
    target
      .select({
        update: applicationUpdates,
        authorEmail: users.email,
        authorRole: users.role,
        authorDisplayName: profiles.displayName,
        authorFirstName: profiles.legalFirstName,
        authorLastName: profiles.legalLastName,
      })
      .from(applicationUpdates)
      .leftJoin(users, eq(users.id, applicationUpdates.createdBy))
      .leftJoin(profiles, eq(profiles.userId, applicationUpdates.createdBy))
      .where(
        and(
          eq(applicationUpdates.applicationId, sql.placeholder('applicationId')),
          isOwned ? pathOwnedByPlaceholder() : undefined,
        ),
      )
      .orderBy(desc(applicationUpdates.createdAt), desc(applicationUpdates.id))
      .prepare(name),
  );
  const rows = await query.execute({ applicationId, ownerId });
  return rows.map(({ update, authorEmail, authorRole, ...names }) => ({
    ...update,
    author:
      authorEmail === null || authorRole === null
        ? null
        : {
            email: authorEmail,
            role: authorRole,
            displayName: names.authorDisplayName,
            legalFirstName: names.authorFirstName,
            legalLastName: names.authorLastName,
          },
  }));
}

export interface ApplicationWithStudent {
  application: ApplicationRow;
  email: string;
  profile: ProfileRow | null;
}

/** With forUpdate, the path's row stays locked until the transaction ends. */
export async function findApplicationWithStudent(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ApplicationWithStudent | undefined> {
  const query = db
    .select({ application: applications, email: users.email, profile: profiles })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(profiles, eq(profiles.userId, applications.userId))
    .where(eq(applications.id, id))
    .limit(1);
  const [row] = await (options.forUpdate ? query.for('update', { of: applications }) : query);
  return row;
}

/**
 * The paths the admin search finds: the student's e-mail or names, the field of study or the
 * intended institutions hold the text, accents and case aside (decision 032). Each table answers
 * through its own search index and the answers are put together, since one index cannot span the
 * join; within a table the fields are one string in which no match spans two of them (schema).
 */
function adminSearchCondition(text: string): SQL {
  return sql`${applications.id} in (
    select ${applications.id} from ${applications}
      where ${containsFolded(applicationSearchText(applications), text)}
    union all
    select ${applications.id} from ${applications}
      where ${applications.userId} in (${accountIdsMatching(text)}))`;
}

function adminListFilter(query: AdminApplicationListQuery, viewerId: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  // "Mine" (issue 29): the paths the consultant holds (index on consultant_id, created_at), and
  // those nobody holds yet, which are everyone's to take.
  if (query.consultant === 'me') {
    conditions.push(or(eq(applications.consultantId, viewerId), isNull(applications.consultantId)));
  }
  if (query.status !== 'all') conditions.push(eq(applications.status, query.status));
  if (query.search !== undefined) conditions.push(adminSearchCondition(query.search.trim()));
  return and(...conditions);
}

export interface AdminApplicationListRow {
  application: ApplicationRow;
  email: string;
  legalFirstName: string | null;
  legalLastName: string | null;
  consultantName: string | null;
}

/**
 * One page, newest first, and how many match in all. Without a search the page comes off the
 * created_at indexes and the count needs no join. With one, the search indexes find the matches,
 * all of which are read to sort them, so the total rides on each row (a window count) and the
 * search runs once; only a page past the end needs a second query to count. (bench:admin-list
 * measures both.)
 */
export async function findApplicationsForAdmin(
  db: Database,
  query: AdminApplicationListQuery,
  viewerId: string,
): Promise<{ rows: AdminApplicationListRow[]; total: number }> {
  const where = adminListFilter(query, viewerId);
  const columns = {
    application: applications,
    email: users.email,
    legalFirstName: profiles.legalFirstName,
    legalLastName: profiles.legalLastName,
    consultantName: consultantNameSql(applications.consultantId),
  };
  if (query.search === undefined) {
    const rows = await db
      .select(columns)
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .leftJoin(profiles, eq(profiles.userId, applications.userId))
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    // Every path has its user (foreign key) and at most one profile: the joins change no count.
    const total = await db.$count(applications, where);
    return { rows, total };
  }

  const found = await db
    .select({ ...columns, total: sql<number>`cast(count(*) over () as integer)` })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(profiles, eq(profiles.userId, applications.userId))
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const rows = found.map(({ total: _total, ...row }) => row);
  if (found[0] !== undefined) return { rows, total: Number(found[0].total) };
  if (query.page === 1) return { rows, total: 0 };
  const [counted] = await db
    .select({ total: count() })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(profiles, eq(profiles.userId, applications.userId))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}
