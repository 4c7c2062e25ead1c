// "Known device" cookie: after a successful sign-in the browser gets a long-lived, signed
// sp_device cookie naming the account. Failed sign-ins from a browser that presents it for the same
// account are counted against that device, not against the account, so someone hammering the
// account from elsewhere cannot lock the owner out on their own device.
import { hmacBase64url, randomToken, safeEqual } from '../../lib/crypto-tokens.ts';

export const deviceCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export interface KnownDevice {
  userId: string;
  nonce: string;
}

function signDevice(secret: string, userId: string, nonce: string): string {
  return hmacBase64url(secret, `device:${userId}:${nonce}`);
}

export function createDeviceCookieValue(secret: string, userId: string): string {
  const nonce = randomToken(16);
  return `${userId}.${nonce}.${signDevice(secret, userId, nonce)}`;
}

/** The device a cookie value names, or null when it is missing, malformed or not signed by us. */
export function readKnownDevice(
  secret: string,
  cookieValue: string | undefined,
): KnownDevice | null {
  if (!cookieValue) return null;
  const [userId, nonce, signature, ...rest] = cookieValue.split('.');
  if (!userId || !nonce || !signature || rest.length > 0) return null;
  return safeEqual(signature, signDevice(secret, userId, nonce)) ? { userId, nonce } : null;
}
