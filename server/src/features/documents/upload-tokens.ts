// The portal's own upload address (local storage): PUT /api/objects/upload?token=<id>.<expiry>.<mac>
// where mac = HMAC(session secret, upload key id, storage key, student, expiry). Only the server
// can mint one; changing any part breaks the MAC, and the expiry is inside it. The token sits in
// the query string as `token=`, which the request log redacts (http/logging.ts).
import { hmacBase64url, safeEqual } from '../../platform/crypto/crypto-tokens.ts';

export interface UploadGrant {
  uploadKeyId: string;
  storageKey: string;
  userId: string;
  expiresAt: Date;
}

const tokenPattern = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function macOf(secret: string, grant: UploadGrant): string {
  const expiry = Math.floor(grant.expiresAt.getTime() / 1000);
  return hmacBase64url(
    secret,
    `object-upload:${grant.uploadKeyId}:${grant.storageKey}:${grant.userId}:${expiry}`,
  );
}

export function createUploadToken(secret: string, grant: UploadGrant): string {
  const expiry = Math.floor(grant.expiresAt.getTime() / 1000);
  return `${grant.uploadKeyId}.${expiry}.${macOf(secret, grant)}`;
}

/** The parts of a well-formed token, before its MAC is checked against the issued key. */
export function readUploadToken(token: string): { uploadKeyId: string; expiresAt: Date } | null {
  const match = tokenPattern.exec(token);
  if (!match?.[1] || !match[2]) return null;
  return { uploadKeyId: match[1], expiresAt: new Date(Number(match[2]) * 1000) };
}

export function isUploadTokenValid(secret: string, token: string, grant: UploadGrant): boolean {
  return safeEqual(token, createUploadToken(secret, grant));
}
