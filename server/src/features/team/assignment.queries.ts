// What assignment reads and writes: the administrators as candidates (their open paths, their last
// assignment), a path's holder, and moving paths between consultants.
import type { ConsultantCandidate } from '@studypath/domain/team';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { applications, users } from '../../platform/db/schema/index.ts';
import { openPathSql, qualified } from './consultant-sql.ts';

/** Every administrator with their caseload, except those named. */
export async function listCandidates(
  db: Database,
  except: readonly string[] = [],
): Promise<ConsultantCandidate[]> {
  const rows = await db
    .select({
      id: users.id,
      createdAt: users.createdAt,
      openPaths: sql<number>`(select count(*) from applications ca
        where ca.consultant_id = ${qualified(users.id)} and ${openPathSql(sql`ca.status`)})::int`,
      lastAssignedAt: sql<Date | null>`(select max(ca.assigned_at) from applications ca
        where ca.consultant_id = ${qualified(users.id)})`.mapWith(applications.assignedAt),
    })
    .from(users)
    .where(eq(users.role, 'admin'));
  return rows
    .filter((row) => !except.includes(row.id))
    .map((row) => ({
      id: row.id,
      createdAt: row.createdAt,
      openPaths: Number(row.openPaths),
      lastAssignedAt: row.lastAssignedAt,
    }));
}

/**
 * One assignment at a time across every process: two paths created together would otherwise both
 * go to the same least-loaded consultant. Held until the transaction ends.
 */
export async function lockAssignments(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(290029)`);
}

export async function setPathConsultant(
  db: Database,
  applicationIds: readonly string[],
  consultantId: string | null,
  at: Date,
): Promise<void> {
  if (applicationIds.length === 0) return;
  await db
    .update(applications)
    .set({ consultantId, assignedAt: consultantId === null ? null : at })
    .where(inArray(applications.id, [...applicationIds]));
}

/** A consultant's paths: open ones first (oldest first), then the ended ones. */
export async function listPathsHeldBy(
  db: Database,
  consultantId: string,
): Promise<{ id: string; isOpen: boolean }[]> {
  const rows = await db
    .select({ id: applications.id, isOpen: sql<boolean>`${openPathSql(applications.status)}` })
    .from(applications)
    .where(eq(applications.consultantId, consultantId))
    .orderBy(applications.createdAt, applications.id);
  return rows.sort((a, b) => Number(b.isOpen) - Number(a.isOpen));
}

export async function isAdministrator(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'admin')));
  return row !== undefined;
}
