export * from './error.schemas.ts';
export * from './refusal-codes.ts';
