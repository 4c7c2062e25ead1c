// The audit trail: one call per notable action. Action names are a closed list so the admin audit
// page can label and filter them.
import { auditLogActions } from '@studypath/domain';
import type { ServiceDeps } from '../service-deps.ts';
import { insertAuditLog } from './audit.queries.ts';

/** The closed list lives in the domain, where the audit page's filters read it too. */
export const auditActions = auditLogActions;
export type AuditAction = (typeof auditActions)[number];

export interface AuditEntry {
  action: AuditAction;
  userId: string | null;
  entityType: string;
  entityId?: string | null;
  ipAddress?: string | null;
  details?: Record<string, unknown> | null;
}

export async function recordAudit(deps: ServiceDeps, entry: AuditEntry): Promise<void> {
  await insertAuditLog(deps.db, {
    action: entry.action,
    userId: entry.userId,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    ipAddress: entry.ipAddress ?? null,
    details: entry.details ?? null,
    createdAt: deps.now(),
  });
}
