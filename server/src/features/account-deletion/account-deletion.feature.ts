// The account-deletion feature (issue 30, item 2; decision 042): a student or a guardian schedules
// their account's deletion in 30 days and may cancel it; the sweep deletes the due ones through
// the users feature's steps, which keep application documents sealed and payment records.
import { defineFeature } from '../../platform/app-deps.ts';
import type { AccountDeletionDeps } from './account-deletion-deps.ts';
import { registerAccountDeletionHousekeeping } from './account-deletion.housekeeping.ts';
import { registerAccountDeletionRoutes } from './account-deletion.routes.ts';

export const accountDeletionFeature = defineFeature('account-deletion', (app, deps) => {
  const deletionDeps: AccountDeletionDeps = {
    ...deps.deps,
    storage: deps.storage,
    appUrl: deps.config.appUrl,
    onEmailQueued: () => deps.emailRelay.kick(),
  };
  registerAccountDeletionRoutes(app, deletionDeps);
  registerAccountDeletionHousekeeping(app, deletionDeps);
});
