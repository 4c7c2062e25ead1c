export * from './error.schemas.ts';
