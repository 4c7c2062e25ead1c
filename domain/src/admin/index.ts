export * from './admin-users.schema.ts';
export * from './audit-logs.schema.ts';
export * from './admin-stats.schema.ts';
export * from './attention-rules.ts';
