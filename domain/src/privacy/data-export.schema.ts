// "Download my data" (issue 30, item 1; decision 040): a student or a guardian asks for one zip of
// everything the portal holds about them; a job builds it and they download it for 24 hours.
// Endpoints:
// - POST /api/privacy/exports                (student, guardian) → 202 DataExport (queued);
//   429 data_export.daily_limit within 24 hours of the last one that did not fail;
// - GET  /api/privacy/exports                (student, guardian) → DataExportState (the latest);
// - GET  /api/privacy/exports/:id/download   (its owner, until it expires) → the zip.
import { z } from 'zod';

const isoDateTime = z.string();

/** The table's states, and `expired`: ready once, its 24 hours over. */
export const dataExportStatuses = ['queued', 'running', 'ready', 'expired', 'failed'] as const;
export type DataExportStatus = (typeof dataExportStatuses)[number];

/** How long a ready export can be downloaded, and how often one may be asked for. */
export const DATA_EXPORT_LINK_HOURS = 24;
export const DATA_EXPORT_INTERVAL_HOURS = 24;

export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(dataExportStatuses),
  /** 0 to 100. */
  progress: z.int().min(0).max(100),
  requestedAt: isoDateTime,
  finishedAt: isoDateTime.nullable(),
  /** When the download stops working (ready ones); null before. */
  expiresAt: isoDateTime.nullable(),
  /** The zip's size in bytes, once written. */
  sizeBytes: z.int().nonnegative().nullable(),
  /** The portal address of the zip while it may be downloaded; null otherwise. */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportStateSchema = z.object({
  /** The newest export asked for, whatever its state; null when there is none. */
  latest: dataExportSchema.nullable(),
  /** When the next export may be asked for; null: now. */
  nextRequestAt: isoDateTime.nullable(),
});
export type DataExportState = z.infer<typeof dataExportStateSchema>;

export function dataExportDownloadPath(id: string): string {
  return `/api/privacy/exports/${id}/download`;
}
