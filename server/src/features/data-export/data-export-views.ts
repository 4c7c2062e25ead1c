// Rows as the API answers them. `expired` is not stored: a ready export whose 24 hours are over
// (its zip may still be waiting for the sweep) reads as expired from that moment, with no link.
import { dataExportDownloadPath, type DataExport } from '@studypath/domain';
import type { DataExportRow } from '../../platform/db/schema/index.ts';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function isDownloadable(row: DataExportRow, now: Date): boolean {
  return (
    row.status === 'ready' &&
    row.objectKey !== null &&
    row.expiresAt !== null &&
    row.expiresAt.getTime() > now.getTime()
  );
}

export function toDataExport(row: DataExportRow, now: Date): DataExport {
  const isReady = isDownloadable(row, now);
  const status = row.status === 'ready' && !isReady ? 'expired' : row.status;
  return {
    id: row.id,
    status: status as DataExport['status'],
    progress: row.progress,
    requestedAt: row.requestedAt.toISOString(),
    finishedAt: iso(row.finishedAt),
    expiresAt: iso(row.expiresAt),
    sizeBytes: row.sizeBytes,
    downloadUrl: isReady ? dataExportDownloadPath(row.id) : null,
  };
}
