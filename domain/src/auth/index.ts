export * from './auth.schemas.ts';
export * from './account.schemas.ts';
