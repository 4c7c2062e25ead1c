// GET /api/admin/audit-logs (part 2 §7 "Admin"): the audit trail, searchable and filtered, paged,
// newest first. The filters' choices (every action the portal records, every entity type) are the
// domain's auditLogActions and auditLogEntityTypes. Admin only.
import {
  adminAuditLogListQuerySchema,
  adminAuditLogListResponseSchema,
  errorResponseSchema,
} from '@studypath/domain';
import type { RouteContext, ZodApp } from '../../platform/http/route-context.ts';
import { listAuditLogsForAdmin } from './audit.admin.service.ts';

export function registerAdminAuditRoutes(app: ZodApp, context: RouteContext): void {
  const { deps } = context;

  app.get('/api/admin/audit-logs', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary:
        'Audit events, newest first: search (user e-mail, action, IP prefix), action and entity type filters, paging',
      querystring: adminAuditLogListQuerySchema,
      response: {
        200: adminAuditLogListResponseSchema,
        400: errorResponseSchema,
        401: errorResponseSchema,
        403: errorResponseSchema,
      },
    },
    handler: (request) => listAuditLogsForAdmin(deps, request.query),
  });
}
