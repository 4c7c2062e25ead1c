// Names and attributes of the cookies StudyPath sets, in one place. All are HttpOnly (scripts never
// need them) and SameSite=Lax (not sent on cross-site POSTs); Secure whenever APP_URL is https.
import type { CookieSerializeOptions } from '@fastify/cookie';

export const sessionCookieName = 'sp_session';
export const presessionCookieName = 'sp_presession';
export const deviceCookieName = 'sp_device';

export function baseCookieOptions(isSecure: boolean): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecure };
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
