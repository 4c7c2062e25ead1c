// Periodic sweep of the platform's expired sessions, rate-limit buckets and finished outbox
// messages (features sweep their own tables: accounts.housekeeping.ts for email tokens). Expired rows are already ignored (and sessions deleted) when met; this only keeps the
// tables from growing with rows nobody revisits.
import type { FastifyInstance } from 'fastify';
import { registerPeriodicSweep } from './periodic-sweep.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { removeFinishedOutboxMessages } from '../email/email-outbox.service.ts';
import { removeExpiredRateLimits } from '../rate-limits/rate-limits.service.ts';
import { housekeepingIntervalMs } from '../sessions/session-policy.ts';
import { removeExpiredSessions } from '../sessions/sessions.service.ts';

export interface HousekeepingCounts {
  sessions: number;
  buckets: number;
  outboxMessages: number;
}

export async function sweepExpiredRows(deps: ServiceDeps): Promise<HousekeepingCounts> {
  return {
    sessions: await removeExpiredSessions(deps),
    buckets: await removeExpiredRateLimits(deps),
    outboxMessages: await removeFinishedOutboxMessages(deps),
  };
}

export function registerExpiredRowsSweep(app: FastifyInstance, deps: ServiceDeps): void {
  registerPeriodicSweep(app, {
    job: 'expired-rows',
    db: deps.db,
    intervalMs: housekeepingIntervalMs,
    run: async () => ({ ...(await sweepExpiredRows(deps)) }),
    removedMessage: 'removed expired rows',
    failedMessage: 'housekeeping sweep failed',
  });
}
