// The builder of data exports (decision 040). Every process runs one, on an unref'd timer every
// few seconds and at once after a request in this process (kick); each build is claimed with
// FOR UPDATE SKIP LOCKED, so across a fleet every export is built by one process, and a process
// builds one export at a time, so its memory stays flat however many wait. The claim is the time
// in started_at, renewed with each progress write; a claim not renewed for the lease (its process
// died or stalled) is taken over by whichever process asks next, and the old builder's writes then
// find nothing to change, so it stops and removes its own zip. A process that is shutting down
// puts its build back in the queue. A build that fails is marked failed (it does not count against
// one a day); one asked for more than a day ago is given up by the sweep.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { DATA_EXPORT_LINK_HOURS } from '@studypath/domain';
import type { DataExportRow } from '../../platform/db/schema/index.ts';
import { queueEmail } from '../../platform/email/email-outbox.service.ts';
import { findUserById } from '../../platform/people/people.queries.ts';
import { storedLanguage } from '../../platform/people/user-language.ts';
import { removeObjectsAfterCommit } from '../../platform/storage/remove-objects.ts';
import type { DataExportBuildDeps } from './data-export-deps.ts';
import {
  claimNextDataExport,
  markDataExportFailed,
  markDataExportReady,
  renewDataExportClaim,
  requeueDataExport,
  type ExportClaim,
} from './data-export.queries.ts';
import { renderDataExportReadyEmail } from './emails/data-export-ready.ts';
import { writeExportArchive } from './export-archive.ts';
import { planExport } from './export-contents.ts';
import { renderExportReadme } from './export-readme.ts';

export const dataExportPolicy = {
  checkEveryMs: 5_000,
  /** A claim not renewed for this long is taken over. Progress renews it at least this often. */
  claimLeaseMs: 10 * 60 * 1000,
  /** Progress is written (and the claim renewed) at most this often. */
  progressEveryMs: 1_000,
  /** Asked for longer ago than this and still not built: given up (the sweep marks it failed). */
  giveUpAfterMs: 24 * 60 * 60 * 1000,
  linkMs: DATA_EXPORT_LINK_HOURS * 60 * 60 * 1000,
} as const;

class ClaimLostError extends Error {
  constructor() {
    super('the build was taken over by another process');
    this.name = 'ClaimLostError';
  }
}

class BuildStoppedError extends Error {
  constructor() {
    super('the build was stopped: the process is shutting down');
    this.name = 'BuildStoppedError';
  }
}

export function privacyPageUrl(appUrl: string): string {
  return new URL('/account/privacy', appUrl).toString();
}

/** Progress as a whole percentage; 100 only once the zip is stored. */
const percent = (done: number, total: number) =>
  total === 0 ? 0 : Math.min(99, Math.floor((done / total) * 100));

async function buildClaimedExport(
  deps: DataExportBuildDeps,
  row: DataExportRow & { startedAt: Date },
  context: { log: FastifyBaseLogger; signal?: AbortSignal },
): Promise<void> {
  let claim: ExportClaim = { id: row.id, claimedAt: row.startedAt };
  // A fresh key per attempt: a builder that lost its claim never overwrites the winner's zip.
  const key = `exports/${row.userId}/${randomUUID()}.zip`;
  const logFields = { exportId: row.id, userId: row.userId };
  try {
    const user = await findUserById(deps.db, row.userId);
    if (!user) throw new Error('the account is gone');
    const language = storedLanguage(row.language);
    const plan = await planExport(deps, user);
    let lastWrite = 0;
    let lastPercent = 0;
    const { sizeBytes } = await writeExportArchive(deps.storage, {
      key,
      plan,
      at: deps.now(),
      renderReadme: ({ hasMissingFiles }) =>
        renderExportReadme({
          audience: plan.audience,
          email: user.email,
          preparedAt: deps.now(),
          language,
          hasMissingFiles,
        }),
      ...(context.signal ? { signal: context.signal } : {}),
      onProgress: async (done, total) => {
        const progress = percent(done, total);
        const at = Date.now();
        // Once a second at most, unless it moved a lot (a big file just went in).
        if (at - lastWrite < dataExportPolicy.progressEveryMs && progress - lastPercent < 5) return;
        const renewed = await renewDataExportClaim(deps.db, claim, { progress, now: deps.now() });
        if (!renewed) throw new ClaimLostError();
        claim = renewed;
        lastWrite = at;
        lastPercent = progress;
      },
    });
    const finishedAt = deps.now();
    const expiresAt = new Date(finishedAt.getTime() + dataExportPolicy.linkMs);
    const isOurs = await deps.db.transaction(async (tx) => {
      const isReady = await markDataExportReady(tx, claim, {
        objectKey: key,
        sizeBytes,
        finishedAt,
        expiresAt,
      });
      if (!isReady) return false;
      await queueEmail(
        { ...deps, db: tx },
        {
          to: user.email,
          email: renderDataExportReadyEmail({
            email: user.email,
            privacyPageUrl: privacyPageUrl(deps.appUrl),
            expiresAt,
            language,
          }),
        },
      );
      return true;
    });
    if (!isOurs) throw new ClaimLostError();
    deps.onEmailQueued();
    context.log.info({ ...logFields, sizeBytes, files: plan.files.length }, 'data export ready');
  } catch (error) {
    await removeObjectsAfterCommit(deps.storage, [key]);
    if (error instanceof ClaimLostError) {
      context.log.warn(logFields, 'data export taken over by another process');
    } else if (context.signal?.aborted) {
      await requeueDataExport(deps.db, claim);
      context.log.info(logFields, 'data export put back in the queue: shutting down');
    } else {
      await markDataExportFailed(deps.db, claim, deps.now());
      context.log.error({ ...logFields, err: error }, 'data export failed');
    }
  }
}

/** Claims and builds the next waiting export, if any; answers whether there was one. */
export async function buildNextDataExport(
  deps: DataExportBuildDeps,
  context: { log: FastifyBaseLogger; signal?: AbortSignal },
): Promise<boolean> {
  const now = deps.now();
  const claimed = await claimNextDataExport(deps.db, {
    now,
    staleBefore: new Date(now.getTime() - dataExportPolicy.claimLeaseMs),
    requestedAfter: new Date(now.getTime() - dataExportPolicy.giveUpAfterMs),
  });
  if (!claimed) return false;
  await buildClaimedExport(deps, claimed, context);
  return true;
}

export interface DataExportBuilder {
  /** A run soon (after the one in progress); call after a request committed. */
  kick: () => void;
  /** Builds everything waiting now; resolves when done (tests). */
  runOnce: () => Promise<void>;
}

/** This process's builder: started when the app is ready, stopped (its build requeued) on close. */
export function registerDataExportBuilder(
  app: FastifyInstance,
  deps: DataExportBuildDeps,
): DataExportBuilder {
  const stopping = new AbortController();
  let tail: Promise<void> = Promise.resolve();
  let waiting: Promise<void> | undefined;
  const runOnce = (): Promise<void> => {
    if (waiting) return waiting;
    const run = tail.then(async () => {
      waiting = undefined;
      const context = { log: app.log, signal: stopping.signal };
      while (!stopping.signal.aborted && (await buildNextDataExport(deps, context))) {
        // One build after another until none waits.
      }
    });
    waiting = run;
    tail = run.catch((error: unknown) => {
      app.log.error({ err: error }, 'data export builder run failed');
    });
    return run;
  };
  const runInBackground = () => {
    if (!stopping.signal.aborted) void runOnce().catch(() => undefined);
  };
  const builder: DataExportBuilder = { kick: () => setImmediate(runInBackground), runOnce };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', (done) => {
    timer = setInterval(runInBackground, dataExportPolicy.checkEveryMs);
    timer.unref();
    done();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    stopping.abort(new BuildStoppedError());
    await tail;
  });
  return builder;
}
