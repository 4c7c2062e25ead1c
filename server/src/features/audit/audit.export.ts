// The audit trail's part of "Download my data" (issue 30, decision 040): the entries about the
// person: those recorded under their account, and those about their records (their account, paths,
// documents, threads, requests, links) recorded under someone else's. Of the latter only what
// happened and when: the consultant who acted, their address and the details (a note's change, a
// reassignment between consultants) stay with the firm. Of their own entries the details too, and
// the address they acted from, except where the row is filed under them but someone else acted
// (a guardian's decision, a payment confirmed by the provider).
import { asc, eq, inArray, or } from 'drizzle-orm';
import { auditLogs } from '../../platform/db/schema/index.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';

/** Filed under the person, done by someone else: the address is not theirs. */
const actedForThem: ReadonlySet<string> = new Set([
  'guardian_consent_given',
  'guardian_consent_refused',
  'payment_succeeded',
]);

export interface ExportedAuditEntry {
  action: string;
  entityType: string;
  entityId: string | null;
  createdAt: string;
  /** Filed under the person's own account (else under a consultant's or the system's). */
  isOwnEntry: boolean;
  ipAddress: string | null;
  details: Record<string, unknown> | null;
}

/** Oldest first. `entityIds`: the ids of the person's records the other areas listed. */
export async function exportAuditEntriesOf(
  deps: ServiceDeps,
  input: { userId: string; entityIds: readonly string[] },
): Promise<ExportedAuditEntry[]> {
  const entityIds = [...new Set([input.userId, ...input.entityIds])];
  const rows = await deps.db
    .select()
    .from(auditLogs)
    .where(or(eq(auditLogs.userId, input.userId), inArray(auditLogs.entityId, entityIds)))
    .orderBy(asc(auditLogs.createdAt), asc(auditLogs.id));
  return rows.map((row) => {
    const isOwnEntry = row.userId === input.userId;
    return {
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      createdAt: row.createdAt.toISOString(),
      isOwnEntry,
      ipAddress: isOwnEntry && !actedForThem.has(row.action) ? row.ipAddress : null,
      details: isOwnEntry ? (row.details ?? null) : null,
    };
  });
}
