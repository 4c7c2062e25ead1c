// What the audit feature offers the rest of the server: other features and app.ts import
// from here, never from the files behind it (the lint's feature boundary).

export { findRecentAuditLogs } from './audit.admin.queries.ts';
export { auditFeature } from './audit.feature.ts';
export { exportAuditEntriesOf } from './audit.export.ts';
