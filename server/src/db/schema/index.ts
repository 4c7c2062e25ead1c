// Every table, in one object: handed to Drizzle (typed queries) and to drizzle-kit (migrations).
export * from './users.ts';
export * from './sessions.ts';
export * from './rate-limit-buckets.ts';
export * from './audit-logs.ts';
export * from './email-tokens.ts';
export * from './email-outbox.ts';
export * from './profiles.ts';
export * from './applications.ts';
export * from './application-updates.ts';
export * from './programs.ts';
export * from './documents.ts';
export * from './messages.ts';
export * from './info-requests.ts';
export * from './payments.ts';
export * from './simulated-payment-intents.ts';
export * from './change-versions.ts';
