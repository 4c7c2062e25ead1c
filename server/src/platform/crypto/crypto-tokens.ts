// The few cryptographic primitives sessions, CSRF and device cookies are built from, so each rule
// (random length, encoding, constant-time comparison) is written once.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes as base64url (43 characters): unguessable ids for cookies. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function hmacBase64url(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('base64url');
}

/** Compares two strings in time independent of where they differ. */
export function safeEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  // timingSafeEqual needs equal lengths; a length mismatch leaks only the length of the expected
  // value, which is public (HMAC output size).
  return a.length === b.length && timingSafeEqual(a, b);
}
