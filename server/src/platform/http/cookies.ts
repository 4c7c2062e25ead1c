// Names and attributes of the cookies StudyPath sets, in one place. All are HttpOnly (scripts never
// need them) and SameSite=Lax (not sent on cross-site POSTs). When APP_URL is https every cookie is
// Secure and takes the `__Host-` prefix: the browser then refuses it unless it came over https
// with Path=/ and no Domain, so a sibling subdomain or a plain-http page cannot plant or overwrite
// it (cookie tossing against the session or the CSRF binding).
import type { CookieSerializeOptions } from '@fastify/cookie';

export interface CookieNames {
  session: string;
  presession: string;
  device: string;
}

export interface CookieSettings {
  isSecure: boolean;
  names: CookieNames;
  /** HttpOnly, SameSite=Lax, Path=/, no Domain, Secure over https. */
  base: CookieSerializeOptions;
}

export function createCookieSettings(isSecure: boolean): CookieSettings {
  const prefix = isSecure ? '__Host-' : '';
  return {
    isSecure,
    names: {
      session: `${prefix}sp_session`,
      presession: `${prefix}sp_presession`,
      device: `${prefix}sp_device`,
    },
    base: { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecure },
  };
}
