export * from './text.schema.ts';
export * from './own-key.ts';
