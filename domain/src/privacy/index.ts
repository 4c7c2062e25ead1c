export * from './account-deletion.schemas.ts';
export * from './data-export.schema.ts';
export * from './record-retention.ts';
