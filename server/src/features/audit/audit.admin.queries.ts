import type { AdminAuditLogListQuery } from '@studypath/domain';
import { and, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { containsFolded, startsWithPattern } from '../../platform/db/like-patterns.ts';
import { auditLogs, users } from '../../platform/db/schema/index.ts';

export interface AuditLogWithUser {
  id: string;
  action: string;
  userEmail: string | null;
  entityType: string;
  entityId: string | null;
  ipAddress: string | null;
  createdAt: Date;
  details: Record<string, unknown> | null;
}

const rowColumns = {
  id: auditLogs.id,
  action: auditLogs.action,
  userEmail: users.email,
  entityType: auditLogs.entityType,
  entityId: auditLogs.entityId,
  ipAddress: auditLogs.ipAddress,
  createdAt: auditLogs.createdAt,
  details: auditLogs.details,
};

/**
 * The accounts whose e-mail holds `text`, accents and case aside (users_email_search_idx serves
 * it; decision 032). The users table is small next to the trail.
 */
export async function findUserIdsByEmailPart(db: Database, text: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(containsFolded(users.email, text));
  return rows.map((row) => row.id);
}

export interface AuditSearch {
  userIds: readonly string[];
  actions: readonly string[];
  /** The IP address begins with it. */
  ipPrefix: string;
}

/**
 * Each part of the search is a condition an index serves (user_id, action and the IP prefix with
 * text_pattern_ops), so PostgreSQL ORs three index scans instead of reading the whole trail.
 */
function searchCondition(search: AuditSearch): SQL | undefined {
  return or(
    search.userIds.length > 0 ? inArray(auditLogs.userId, [...search.userIds]) : undefined,
    search.actions.length > 0 ? inArray(auditLogs.action, [...search.actions]) : undefined,
    like(auditLogs.ipAddress, startsWithPattern(search.ipPrefix)),
  );
}

function listFilter(query: AdminAuditLogListQuery, search: AuditSearch | undefined) {
  return and(
    query.action === 'all' ? undefined : eq(auditLogs.action, query.action),
    query.entityType === 'all' ? undefined : eq(auditLogs.entityType, query.entityType),
    search ? searchCondition(search) : undefined,
  );
}

/**
 * One page, newest first, and how many match in all, as two queries: the page comes off the
 * created_at (or action / entity type) index, and the count gathers the matches from the indexes
 * without a join. (One query with a window count misleads PostgreSQL 15: expecting to stop after
 * a page, it reads the whole trail backwards through created_at. bench:admin-console measures.)
 */
export async function findAuditLogsForAdmin(
  db: Database,
  query: AdminAuditLogListQuery,
  search: AuditSearch | undefined,
): Promise<{ rows: AuditLogWithUser[]; total: number }> {
  const where = listFilter(query, search);
  // The page is cut from the trail alone, and only its rows look up their user: joined first,
  // every row skipped on the way to page 500 (12,475 of them) looked its user up too.
  const page = db
    .select({ pageId: sql<string>`${auditLogs.id}`.as('page_id') })
    .from(auditLogs)
    .where(where)
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .as('page');
  const [rows, total] = await Promise.all([
    db
      .select(rowColumns)
      .from(page)
      .innerJoin(auditLogs, eq(auditLogs.id, page.pageId))
      .leftJoin(users, eq(users.id, auditLogs.userId))
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id)),
    db.$count(auditLogs, where),
  ]);
  return { rows, total };
}

/** The newest `limit` events (the dashboard's Recent Activity). */
export async function findRecentAuditLogs(
  db: Database,
  limit: number,
): Promise<AuditLogWithUser[]> {
  return db
    .select(rowColumns)
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.userId))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(limit);
}
