// What the users feature offers the rest of the server: other features and app.ts import
// from here, never from the files behind it (the lint's feature boundary).

export { ensureFirstAdmin, type FirstAdminOutcome } from './first-admin.service.ts';
export { usersFeature } from './users.feature.ts';
export {
  finishAccountRemoval,
  removeAccountRecords,
  type AccountRemoval,
  type AccountRemovalCounts,
} from './account-removal.service.ts';
