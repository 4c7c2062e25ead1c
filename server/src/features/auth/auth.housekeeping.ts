// Periodic sweep of expired sessions, rate-limit buckets, email tokens and finished outbox
// messages. Expired rows are already ignored (and sessions deleted) when met; this only keeps the
// tables from growing with rows nobody revisits.
import type { FastifyInstance } from 'fastify';
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
  let isSweeping = false;
  const sweep = async (): Promise<void> => {
    if (isSweeping) return;
    isSweeping = true;
    try {
      const counts = await sweepExpiredRows(deps);
      if (Object.values(counts).some((count) => count > 0))
        app.log.info(counts, 'removed expired rows');
    } catch (error) {
      app.log.error({ err: error }, 'housekeeping sweep failed');
    } finally {
      isSweeping = false;
    }
  };
  // unref: this timer alone must never keep the process (or a test worker) alive.
  const timer = setInterval(() => void sweep(), housekeepingIntervalMs).unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
