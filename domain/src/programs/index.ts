export * from './program.schema.ts';
export * from './program-requests.schema.ts';
