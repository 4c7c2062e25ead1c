export * from './info-request.schema.ts';
