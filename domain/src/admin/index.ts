export * from './admin-users.schema.ts';
export * from './audit-logs.schema.ts';
export * from './admin-stats.schema.ts';
export * from './attention-rules.ts';
export * from './admin-user-payments.schema.ts';
