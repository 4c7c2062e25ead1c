// The data exports' sweep (decision 040), once per interval across the fleet: zips whose 24
// hours are over are removed (the row first forgets its zip, the object goes after the commit),
// builds asked for more than a day ago and never finished are given up, and zips no row names
// (a builder that died after storing it) are removed after a day, walking a page of keys per run
// and resuming where the last run stopped. The download itself stops at the expiry to the second,
// whenever the sweep comes.
import type { FastifyInstance } from 'fastify';
import { registerPeriodicSweep } from '../../platform/jobs/periodic-sweep.ts';
import { housekeepingIntervalMs } from '../../platform/sessions/session-policy.ts';
import { removeObjectsAfterCommit } from '../../platform/storage/remove-objects.ts';
import type { DataExportBuildDeps } from './data-export-deps.ts';
import {
  failAbandonedDataExports,
  findExpiredDataExports,
  findKnownExportKeys,
  forgetDataExportObjects,
} from './data-export.queries.ts';
import { dataExportPolicy } from './export-jobs.ts';

const exportPrefix = 'exports/';
const orphanGraceMs = 24 * 60 * 60 * 1000;
const batchSize = { expired: 100, objects: 1000 } as const;

export interface DataExportSweepCursor {
  startAfter?: string | undefined;
}

async function removeExpiredZips(deps: DataExportBuildDeps): Promise<number> {
  const expired = await findExpiredDataExports(deps.db, deps.now(), batchSize.expired);
  await forgetDataExportObjects(
    deps.db,
    expired.map((row) => row.id),
  );
  await removeObjectsAfterCommit(
    deps.storage,
    expired.map((row) => row.objectKey),
  );
  return expired.length;
}

async function removeOrphanZips(
  deps: DataExportBuildDeps,
  cursor: DataExportSweepCursor,
): Promise<number> {
  const olderThan = deps.now().getTime() - orphanGraceMs;
  const page = await deps.storage.list(exportPrefix, {
    ...(cursor.startAfter ? { startAfter: cursor.startAfter } : {}),
    limit: batchSize.objects,
  });
  const known = await findKnownExportKeys(
    deps.db,
    page.objects.map((object) => object.key),
  );
  let removed = 0;
  for (const object of page.objects) {
    // A young one may be a build's, stored a moment before its row names it.
    if (known.has(object.key) || object.lastModified.getTime() >= olderThan) continue;
    await deps.storage.delete(object.key);
    removed += 1;
  }
  cursor.startAfter = page.isTruncated ? page.objects.at(-1)?.key : undefined;
  return removed;
}

export async function sweepDataExports(
  deps: DataExportBuildDeps,
  cursor: DataExportSweepCursor = {},
): Promise<{ expiredZips: number; abandonedExports: number; orphanZips: number }> {
  const now = deps.now();
  return {
    expiredZips: await removeExpiredZips(deps),
    abandonedExports: await failAbandonedDataExports(deps.db, {
      requestedBefore: new Date(now.getTime() - dataExportPolicy.giveUpAfterMs),
      now,
    }),
    orphanZips: await removeOrphanZips(deps, cursor),
  };
}

export function registerDataExportHousekeeping(
  app: FastifyInstance,
  deps: DataExportBuildDeps,
): void {
  const cursor: DataExportSweepCursor = {};
  registerPeriodicSweep(app, {
    job: 'data-export-expiry',
    db: deps.db,
    intervalMs: housekeepingIntervalMs,
    state: cursor,
    run: async () => ({ ...(await sweepDataExports(deps, cursor)) }),
    removedMessage: 'removed expired data exports and gave up abandoned ones',
    failedMessage: 'data export sweep failed',
  });
}
