// The sweep that deletes accounts whose 30 days are over (due-deletions.ts): once per interval
// across every process on the database (decision 028), so two processes never race one account.
import type { FastifyInstance } from 'fastify';
import { registerPeriodicSweep } from '../../platform/jobs/periodic-sweep.ts';
import { housekeepingIntervalMs } from '../../platform/sessions/session-policy.ts';
import type { AccountDeletionDeps } from './account-deletion-deps.ts';
import { runDueAccountDeletions } from './due-deletions.ts';

export function registerAccountDeletionHousekeeping(
  app: FastifyInstance,
  deps: AccountDeletionDeps,
): void {
  registerPeriodicSweep(app, {
    job: 'due-account-deletions',
    db: deps.db,
    intervalMs: housekeepingIntervalMs,
    run: async () => ({ ...(await runDueAccountDeletions(deps)) }),
    removedMessage: 'deleted accounts whose deletion was due',
    failedMessage: 'account deletion sweep failed',
  });
}
