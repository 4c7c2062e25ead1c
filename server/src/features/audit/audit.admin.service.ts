// The consultants' Audit Logs (part 2 §2 "/admin/audit"): search by user, action or IP, filters by
// action and entity type, newest first. A search term is read three ways at once: a part of a
// user's e-mail, a part of an action's name or label ('login', 'status change'), or the beginning
// of an IP address ('203.0.113.'); a row matching any of them is listed.
import type {
  AdminAuditLogListQuery,
  AdminAuditLogListResponse,
  AuditLog,
} from '@studypath/domain';
import { auditActionLabel, auditLogActions } from '@studypath/domain';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import {
  findAuditLogsForAdmin,
  findUserIdsByEmailPart,
  type AuditLogWithUser,
} from './audit.admin.queries.ts';

/** The known actions whose name or label holds `text` ("status change" finds its underscores). */
export function findAuditActionsMatching(text: string): string[] {
  const needle = text.trim().toLowerCase();
  const asName = needle.replace(/\s+/g, '_');
  return auditLogActions.filter(
    (action) => action.includes(asName) || auditActionLabel(action).toLowerCase().includes(needle),
  );
}

export function toAuditLog(row: AuditLogWithUser): AuditLog {
  return {
    id: row.id,
    action: row.action,
    userEmail: row.userEmail,
    entityType: row.entityType,
    entityId: row.entityId,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    details: row.details,
  };
}

export async function listAuditLogsForAdmin(
  deps: ServiceDeps,
  query: AdminAuditLogListQuery,
): Promise<AdminAuditLogListResponse> {
  const text = query.search?.trim();
  const search =
    text === undefined || text === ''
      ? undefined
      : {
          userIds: await findUserIdsByEmailPart(deps.db, text),
          actions: findAuditActionsMatching(text),
          ipPrefix: text,
        };
  const { rows, total } = await findAuditLogsForAdmin(deps.db, query, search);
  return { items: rows.map(toAuditLog), total, page: query.page, pageSize: query.pageSize };
}
