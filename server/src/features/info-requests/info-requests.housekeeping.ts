// Nothing kept past its time (the privacy text): a periodic sweep deleting information requests
// three years after they were answered, or after they were sent while still unanswered. Each run
// deletes a bounded number of batches; whatever is left goes on the next run.
import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '../../service-deps.ts';
import { housekeepingIntervalMs } from '../auth/session-policy.ts';
import { deleteInfoRequestsRetainedBefore } from './info-requests.queries.ts';

export const INFO_REQUEST_RETENTION_YEARS = 3;

const batchSize = 500;
const maxBatchesPerRun = 10;

export function infoRequestRetentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - INFO_REQUEST_RETENTION_YEARS);
  return cutoff;
}

/** Returns how many requests were deleted. */
export async function sweepExpiredInfoRequests(deps: ServiceDeps): Promise<number> {
  const cutoff = infoRequestRetentionCutoff(deps.now());
  let removed = 0;
  for (let batch = 0; batch < maxBatchesPerRun; batch += 1) {
    const deleted = await deleteInfoRequestsRetainedBefore(deps.db, cutoff, batchSize);
    removed += deleted;
    if (deleted < batchSize) break;
  }
  return removed;
}

export function registerInfoRequestHousekeeping(app: FastifyInstance, deps: ServiceDeps): void {
  let isSweeping = false;
  const sweep = async (): Promise<void> => {
    if (isSweeping) return;
    isSweeping = true;
    try {
      const infoRequests = await sweepExpiredInfoRequests(deps);
      if (infoRequests > 0) app.log.info({ infoRequests }, 'removed expired information requests');
    } catch (error) {
      app.log.error({ err: error }, 'information request sweep failed');
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
