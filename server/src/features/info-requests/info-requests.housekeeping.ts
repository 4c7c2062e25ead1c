// Nothing kept past its time (the privacy text): a periodic sweep deleting information requests
// three years after they were answered, or after they were sent while still unanswered. Each run
// deletes a bounded number of batches; whatever is left goes on the next run.
import type { FastifyInstance } from 'fastify';
import { registerPeriodicSweep } from '../../platform/jobs/periodic-sweep.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { housekeepingIntervalMs } from '../../platform/sessions/session-policy.ts';
import { deleteInfoRequestsRetainedBefore } from './info-requests.queries.ts';
import { bumpChangeVersion, GLOBAL_SCOPE } from '../../platform/events/live-events.ts';

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
    // Whose requests went is not worth a query: every student's polled answers are re-read once.
    if (deleted > 0) await bumpChangeVersion(deps.db, GLOBAL_SCOPE);
    removed += deleted;
    if (deleted < batchSize) break;
  }
  return removed;
}

export function registerInfoRequestHousekeeping(app: FastifyInstance, deps: ServiceDeps): void {
  registerPeriodicSweep(app, {
    job: 'info-request-retention',
    db: deps.db,
    intervalMs: housekeepingIntervalMs,
    run: async () => ({ infoRequests: await sweepExpiredInfoRequests(deps) }),
    removedMessage: 'removed expired information requests',
    failedMessage: 'information request sweep failed',
  });
}
