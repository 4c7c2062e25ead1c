// Everything in one import for the server. The web imports the subpaths (e.g.
// '@studypath/domain/auth') so the pages that load first do not pull in the profile rules and
// their phone-number metadata.
export * from './auth/index.ts';
export * from './http/index.ts';
export * from './profile/index.ts';
export * from './applications/index.ts';
export * from './programs/index.ts';
export * from './input/index.ts';
export * from './documents/index.ts';
export * from './messages/index.ts';
export * from './info-requests/index.ts';
export * from './events/index.ts';
export * from './payments/index.ts';
export * from './admin/index.ts';
export * from './guardians/index.ts';
export * from './i18n/index.ts';
export * from './team/index.ts';
export * from './privacy/index.ts';
