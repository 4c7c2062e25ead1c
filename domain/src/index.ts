export * from './auth/auth.schemas.ts';
export * from './auth/account.schemas.ts';
export * from './http/error.schemas.ts';
export * from './profile/index.ts';
export * from './applications/application-status.ts';
