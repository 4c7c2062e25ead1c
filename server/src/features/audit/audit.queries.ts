import type { Database } from '../../db/client.ts';
import { auditLogs, type NewAuditLogRow } from '../../db/schema/index.ts';

export async function insertAuditLog(db: Database, entry: NewAuditLogRow): Promise<void> {
  await db.insert(auditLogs).values(entry);
}
