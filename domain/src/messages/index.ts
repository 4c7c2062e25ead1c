export * from './message.schema.ts';
export * from './person-names.ts';
