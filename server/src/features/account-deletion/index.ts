// What the account-deletion feature offers the rest of the server: other features and app.ts
// import from here, never from the files behind it (the lint's feature boundary).

export { accountDeletionFeature } from './account-deletion.feature.ts';
export type { AccountDeletionDeps } from './account-deletion-deps.ts';
export { runDueAccountDeletions, type DueDeletionCounts } from './due-deletions.ts';
