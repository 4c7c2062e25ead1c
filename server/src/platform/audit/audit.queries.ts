import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { auditLogs, type NewAuditLogRow } from '../db/schema/index.ts';
import { AUDITED_CHANNEL } from '../events/live-events.ts';

/** The row, announced at commit on AUDITED_CHANNEL (nothing when the transaction rolls back). */
export async function insertAuditLog(db: Database, entry: NewAuditLogRow): Promise<void> {
  await db.insert(auditLogs).values(entry);
  await db.execute(sql`select pg_notify(${AUDITED_CHANNEL}, '')`);
}

/**
 * How many of a user's sign-ins the trail records, counted up to `atMost` (the dashboard only
 * asks "one, or more?"), so the count stops early however long the trail.
 */
export async function countSignIns(db: Database, userId: string, atMost: number): Promise<number> {
  const query = preparedFor(db, 'sign_ins_of_user', (target) =>
    target
      .select({ id: auditLogs.id })
      .from(auditLogs)
      .where(
        and(eq(auditLogs.userId, sql.placeholder('userId')), eq(auditLogs.action, 'user_login')),
      )
      .limit(sql.placeholder('atMost'))
      .prepare('sign_ins_of_user'),
  );
  return (await query.execute({ userId, atMost })).length;
}
