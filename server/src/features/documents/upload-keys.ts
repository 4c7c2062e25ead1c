// Issuing an upload key: a row in document_upload_keys for one user (`uploads/<user>/<uuid>`,
// expiring within minutes) and where to PUT the file: a presigned storage URL (S3), else the
// portal's own signed address (upload-tokens.ts). Documents and message attachments both start
// here; what the key may become is decided when it is registered. Each key lets up to 20 MB into
// storage until the sweep removes it a day later, so a user may take only so many an hour.
import { randomUUID } from 'node:crypto';
import { AppError } from '../../platform/http/app-error.ts';
import {
  hitRateLimit,
  type RateLimitPolicy,
} from '../../platform/rate-limits/rate-limits.service.ts';
import { insertUploadKey } from './documents.queries.ts';
import type { DocumentDeps } from './document-deps.ts';
import { createUploadToken } from './upload-tokens.ts';

/** How long an upload or download URL works: long enough for 20 MB on a slow line. */
export const SIGNED_URL_SECONDS = 5 * 60;

/** Far above a person's uploads (documents and attachments together), far below filling a disk. */
export const uploadKeyRateLimit: RateLimitPolicy = { limit: 60, windowMs: 60 * 60 * 1000 };

export async function issueUploadKey(
  deps: DocumentDeps,
  userId: string,
): Promise<{ uploadURL: string; storageKey: string }> {
  const allowance = await hitRateLimit(deps, `upload-keys:user:${userId}`, uploadKeyRateLimit);
  if (!allowance.isAllowed) {
    throw new AppError('upload.rate_limited', {
      headers: { 'retry-after': String(allowance.retryAfterSeconds) },
    });
  }
  const now = deps.now();
  const storageKey = `uploads/${userId}/${randomUUID()}`;
  // Whole seconds: the expiry travels in the token as seconds.
  const expiresAt = new Date(Math.floor(now.getTime() / 1000) * 1000 + SIGNED_URL_SECONDS * 1000);
  const row = await insertUploadKey(deps.db, { userId, storageKey, expiresAt, createdAt: now });
  const signed = await deps.storage.createUploadUrl(storageKey, {
    expiresInSeconds: SIGNED_URL_SECONDS,
  });
  if (signed !== null) return { uploadURL: signed, storageKey };
  const token = createUploadToken(deps.uploadSecret, {
    uploadKeyId: row.id,
    storageKey,
    userId,
    expiresAt,
  });
  // Relative: the browser PUTs to the origin it is on, whatever APP_URL says.
  return { uploadURL: `/api/objects/upload?token=${token}`, storageKey };
}
