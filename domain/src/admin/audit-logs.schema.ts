// The audit trail as the consultants read it (part 2 §2 "/admin/audit", §3 "Audit log", §7): the
// actions the portal records and the kinds of entity they concern (for the filters), and the
// searchable, paged list.
import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE,
  MAX_PAGE_SIZE,
} from '../applications/admin-application-requests.schema.ts';
import { pagedListSchema } from '../applications/application.schema.ts';
import { textSchema } from '../input/text.schema.ts';
import { wholeNumberQuerySchema } from '../input/whole-number.schema.ts';

/**
 * Every action the server records (the spec's seven and those later issues added). The server's
 * list (features/audit/audit.service.ts) is this one.
 */
export const auditLogActions = [
  'user_login',
  'user_login_failed',
  'user_logout',
  'user_register',
  'email_verified',
  'password_reset',
  'profile_update',
  'user_role_change',
  'user_delete',
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
  'guardian_invitation_sent',
  'guardian_consent_given',
  'guardian_consent_refused',
  'guardian_consent_withdrawn',
  'guardian_link_created',
  'guardian_link_ended',
  'checklist_answers_update',
  'checklist_item_review',
  'checklist_item_add',
  'checklist_item_remove',
  'application_reassign',
  'application_complex_change',
  'team_settings_update',
  'data_export_request',
  'data_export_download',
  'account_deletion_request',
  'account_deletion_cancel',
  'account_delete',
] as const;
export type AuditLogAction = (typeof auditLogActions)[number];

/** What an audit row is about (its entityType). */
export const auditLogEntityTypes = [
  'user',
  'profile',
  'application',
  'program',
  'document',
  'message',
  'message_thread',
  'info_request',
  'package_prices',
  'guardian_consent',
  'guardian_link',
  'team_settings',
  'data_export',
] as const;
export type AuditLogEntityType = (typeof auditLogEntityTypes)[number];

/** The spec's rule for showing an action: underscores become spaces, each word title case. */
export function auditActionLabel(action: string): string {
  return action
    .split('_')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export const AUDIT_SEARCH_MAX_LENGTH = 200;

/** GET /api/admin/audit-logs?search=&action=&entityType=&page=&pageSize= */
export const adminAuditLogListQuerySchema = z.object({
  /**
   * A part of the user's e-mail, a part of the action (its name or label: 'login', 'Status
   * Change'), or the beginning of the IP address; blank means no search.
   */
  search: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    textSchema()
      .max(AUDIT_SEARCH_MAX_LENGTH, {
        error: `Must be at most ${AUDIT_SEARCH_MAX_LENGTH} characters`,
      })
      .optional(),
  ),
  action: z
    .enum(['all', ...auditLogActions], { error: 'Choose all or one of the actions' })
    .default('all'),
  entityType: z
    .enum(['all', ...auditLogEntityTypes], { error: 'Choose all or one of the entity types' })
    .default('all'),
  page: wholeNumberQuerySchema(MAX_PAGE, 1),
  pageSize: wholeNumberQuerySchema(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
});
export type AdminAuditLogListQuery = z.output<typeof adminAuditLogListQuerySchema>;

/** One audit row (part 2 §3): userEmail is null for the system or a deleted account. */
export const auditLogSchema = z.object({
  id: z.string(),
  action: z.string(),
  userEmail: z.string().nullable(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;

export const adminAuditLogListResponseSchema = pagedListSchema(auditLogSchema);
export type AdminAuditLogListResponse = z.infer<typeof adminAuditLogListResponseSchema>;
