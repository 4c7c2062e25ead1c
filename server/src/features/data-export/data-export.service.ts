// "Download my data" (issue 30, item 1; decision 040): a student or a guardian asks for a zip of
// their data (one a day: any request in the last 24 hours that did not fail counts), follows its
// build on the Privacy & data page, and downloads it until it expires 24 hours after it was ready.
// Only its owner can download it: anyone else's id is a 404 like one that does not exist. Asking
// and downloading are audited; the build itself is the job's (export-jobs.ts).
import {
  DATA_EXPORT_INTERVAL_HOURS,
  type DataExport,
  type DataExportState,
} from '@studypath/domain';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { FileDownload } from '../../platform/http/send-file-download.ts';
import { findUserById } from '../../platform/people/people.queries.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import type { DataExportDeps } from './data-export-deps.ts';
import { isDownloadable, toDataExport } from './data-export-views.ts';
import {
  findDataExportById,
  findLatestCountedDataExport,
  findLatestDataExport,
  insertDataExport,
  lockAccountForExport,
} from './data-export.queries.ts';

const intervalMs = DATA_EXPORT_INTERVAL_HOURS * 60 * 60 * 1000;
/** How long a storage URL handed out for the zip works (S3): the portal checks who asks first. */
const signedUrlSeconds = 5 * 60;

/** When the person may ask again; null: now. */
function nextRequestAt(lastCounted: { requestedAt: Date } | undefined, now: Date): Date | null {
  if (!lastCounted) return null;
  const next = new Date(lastCounted.requestedAt.getTime() + intervalMs);
  return next.getTime() > now.getTime() ? next : null;
}

export async function getDataExportState(
  deps: ServiceDeps,
  input: { userId: string },
): Promise<DataExportState> {
  const now = deps.now();
  const latest = await findLatestDataExport(deps.db, input.userId);
  const next = nextRequestAt(await findLatestCountedDataExport(deps.db, input.userId), now);
  return {
    latest: latest ? toDataExport(latest, now) : null,
    nextRequestAt: next?.toISOString() ?? null,
  };
}

/** Queues the build; 429 data_export.daily_limit within a day of the last one that counts. */
export async function requestDataExport(
  deps: DataExportDeps,
  input: { userId: string; ip: string },
): Promise<DataExport> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    if (!(await lockAccountForExport(tx, input.userId))) throw new AppError('unauthorized');
    const next = nextRequestAt(await findLatestCountedDataExport(tx, input.userId), now);
    if (next) {
      throw new AppError('data_export.daily_limit', {
        retryAfterSeconds: (next.getTime() - now.getTime()) / 1000,
      });
    }
    const user = await findUserById(tx, input.userId);
    const created = await insertDataExport(tx, {
      userId: input.userId,
      // The README speaks the language the person reads the portal in when they ask.
      language: user?.language ?? 'en',
      requestedAt: now,
    });
    await recordAudit(
      { ...deps, db: tx },
      {
        action: 'data_export_request',
        userId: input.userId,
        entityType: 'data_export',
        entityId: created.id,
        ipAddress: input.ip,
      },
    );
    return created;
  });
  deps.onExportRequested();
  return toDataExport(row, now);
}

/** A redirect to a short-lived storage URL (S3), or the stream; null when the zip is gone. */
async function openZip(
  storage: ObjectStorage,
  key: string,
  fileName: string,
): Promise<FileDownload | null> {
  const options = { expiresInSeconds: signedUrlSeconds, fileName, contentType: 'application/zip' };
  const signed = await storage.createDownloadUrl(key, options);
  if (signed !== null)
    return (await storage.size(key)) === null ? null : { kind: 'redirect', url: signed };
  const object = await storage.get(key);
  return object ? { kind: 'stream', object, fileName, mimeType: 'application/zip' } : null;
}

/** The zip, for its owner while it is ready and unexpired. */
export async function getDataExportDownload(
  deps: DataExportDeps,
  input: { userId: string; id: string; ip: string },
): Promise<FileDownload> {
  const now = deps.now();
  const row = await findDataExportById(deps.db, input.id);
  if (!row || row.userId !== input.userId) throw new AppError('data_export.not_found');
  if (row.status !== 'ready') {
    throw new AppError(row.status === 'failed' ? 'data_export.not_found' : 'data_export.not_ready');
  }
  if (!isDownloadable(row, now) || !row.objectKey) throw new AppError('data_export.expired');
  const fileName = `studypath-data-${(row.finishedAt ?? now).toISOString().slice(0, 10)}.zip`;
  const download = await openZip(deps.storage, row.objectKey, fileName);
  // Removed early (by hand, or a sweep on a clock ahead of this one): as good as expired.
  if (!download) throw new AppError('data_export.expired');
  await recordAudit(deps, {
    action: 'data_export_download',
    userId: input.userId,
    entityType: 'data_export',
    entityId: row.id,
    ipAddress: input.ip,
  });
  return download;
}
