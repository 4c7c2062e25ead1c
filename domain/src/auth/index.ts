export * from './auth.schemas.ts';
export * from './account.schemas.ts';
export * from './legal-consent.ts';
