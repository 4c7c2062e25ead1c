export * from './auth/auth.schemas.ts';
export * from './http/error.schemas.ts';
