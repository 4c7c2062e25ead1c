export * from './application-status.ts';
export * from './application-summary.schema.ts';
