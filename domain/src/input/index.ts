export * from './text.schema.ts';
export * from './own-key.ts';
export * from './record-id.schema.ts';
export * from './whole-number.schema.ts';
