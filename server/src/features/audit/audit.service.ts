// The audit trail: one call per notable action. Action names are a closed list so the admin audit
// page can label and filter them.
import type { ServiceDeps } from '../../service-deps.ts';
import { insertAuditLog } from './audit.queries.ts';

export const auditActions = [
  'user_login',
  'user_login_failed',
  'user_logout',
  'user_register',
  'email_verified',
  'password_reset',
  'profile_update',
  'application_create',
  'application_delete',
  'application_status_change',
  'application_notes_update',
  'program_create',
  'program_update',
  'program_delete',
  'program_attach',
  'program_remove',
  'document_upload',
  'document_delete',
  'message_thread_create',
  'message_sent',
  'message_thread_close',
  'info_request_create',
  'info_request_answer',
  'payment_succeeded',
  'payment_refunded',
  'package_prices_update',
] as const;
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
