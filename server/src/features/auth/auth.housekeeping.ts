// Periodic sweep of expired sessions, rate-limit buckets, email tokens and finished outbox
// messages. Expired rows are already ignored (and sessions deleted) when met; this only keeps the
// tables from growing with rows nobody revisits.
import type { FastifyInstance } from 'fastify';
import { registerPeriodicSweep } from '../../lib/periodic-sweep.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { removeExpiredEmailTokens } from '../accounts/accounts.service.ts';
import { removeFinishedOutboxMessages } from '../email/email-outbox.service.ts';
import { removeExpiredRateLimits } from '../rate-limits/rate-limits.service.ts';
import { housekeepingIntervalMs } from './session-policy.ts';
import { removeExpiredSessions } from './sessions.service.ts';

export interface HousekeepingCounts {
  sessions: number;
  buckets: number;
  emailTokens: number;
  outboxMessages: number;
}

export async function sweepExpiredRows(deps: ServiceDeps): Promise<HousekeepingCounts> {
  return {
    sessions: await removeExpiredSessions(deps),
    buckets: await removeExpiredRateLimits(deps),
    emailTokens: await removeExpiredEmailTokens(deps),
    outboxMessages: await removeFinishedOutboxMessages(deps),
  };
}

export function registerAuthHousekeeping(app: FastifyInstance, deps: ServiceDeps): void {
  registerPeriodicSweep(app, {
    job: 'expired-rows',
    db: deps.db,
    intervalMs: housekeepingIntervalMs,
    run: async () => ({ ...(await sweepExpiredRows(deps)) }),
    removedMessage: 'removed expired rows',
    failedMessage: 'housekeeping sweep failed',
  });
}
