// The audit feature: the consultants' view of the audit trail and its search.
import { defineFeature } from '../../platform/app-deps.ts';
import { registerAdminAuditRoutes } from './audit.admin.routes.ts';

export const auditFeature = defineFeature('audit', (app, deps) => {
  registerAdminAuditRoutes(app, deps);
});
