// "Known device" cookie (OWASP's device-cookie pattern): after a successful sign-in the browser
// gets a long-lived cookie for that account. Failed sign-ins from a browser that presents it for
// the same account are counted against that device, not against the account, so someone hammering
// the account from elsewhere cannot lock the owner out on their own device.
//
// The value is `nonce.signature` with signature = HMAC(secret, 'device:' + userId + ':' + nonce):
// it names no account. Whoever reads it (a shared family computer, a log) learns nothing, and the
// server can only check it against the account being signed in to. It outlives sign-out on
// purpose: that is what keeps the owner's own browser exempt from the account lockout.
import { hmacBase64url, randomToken, safeEqual } from '../../platform/crypto/crypto-tokens.ts';

export const deviceCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export interface KnownDevice {
  userId: string;
  nonce: string;
}

const noncePattern = /^[A-Za-z0-9_-]{22}$/;

function signDevice(secret: string, userId: string, nonce: string): string {
  return hmacBase64url(secret, `device:${userId}:${nonce}`);
}

export function createDeviceCookieValue(secret: string, userId: string): string {
  const nonce = randomToken(16);
  return `${nonce}.${signDevice(secret, userId, nonce)}`;
}

/**
 * The known device a cookie value makes of this browser for `userId`, or null when the value is
 * missing, malformed, or was issued for another account (or not by us).
 */
export function readKnownDevice(
  secret: string,
  cookieValue: string | undefined,
  userId: string,
): KnownDevice | null {
  if (!cookieValue) return null;
  const [nonce, signature, ...rest] = cookieValue.split('.');
  if (!nonce || !signature || rest.length > 0 || !noncePattern.test(nonce)) return null;
  return safeEqual(signature, signDevice(secret, userId, nonce)) ? { userId, nonce } : null;
}
