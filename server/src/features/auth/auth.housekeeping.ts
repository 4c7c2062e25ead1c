// Periodic sweep of expired sessions and rate-limit buckets. Expired rows are already ignored (and
// sessions deleted) when met; this only keeps the tables from growing with rows nobody revisits.
import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '../../service-deps.ts';
import { removeExpiredRateLimits } from '../rate-limits/rate-limits.service.ts';
import { housekeepingIntervalMs } from './session-policy.ts';
import { removeExpiredSessions } from './sessions.service.ts';

export function registerAuthHousekeeping(app: FastifyInstance, deps: ServiceDeps): void {
  let isSweeping = false;
  const sweep = async (): Promise<void> => {
    if (isSweeping) return;
    isSweeping = true;
    try {
      const sessions = await removeExpiredSessions(deps);
      const buckets = await removeExpiredRateLimits(deps);
      if (sessions + buckets > 0)
        app.log.info({ sessions, buckets }, 'removed expired sessions and rate limits');
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
