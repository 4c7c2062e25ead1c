// Periodic sweep of email tokens expired over a week ago (verification and reset links). Expired
// tokens are already refused when used; this keeps the table from growing.
import type { FastifyInstance } from 'fastify';
import { registerPeriodicSweep } from '../../platform/jobs/periodic-sweep.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { housekeepingIntervalMs } from '../../platform/sessions/session-policy.ts';
import { removeExpiredEmailTokens } from './accounts.service.ts';

export function registerAccountHousekeeping(app: FastifyInstance, deps: ServiceDeps): void {
  registerPeriodicSweep(app, {
    job: 'expired-email-tokens',
    db: deps.db,
    intervalMs: housekeepingIntervalMs,
    run: async () => ({ emailTokens: await removeExpiredEmailTokens(deps) }),
    removedMessage: 'removed expired email tokens',
    failedMessage: 'email token sweep failed',
  });
}
