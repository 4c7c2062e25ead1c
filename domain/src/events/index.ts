export * from './live-event.schema.ts';
