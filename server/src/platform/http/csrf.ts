// CSRF protection (spec §7): every API call other than GET/HEAD/OPTIONS must carry X-CSRF-Token.
// Tokens are stateless HMACs of SESSION_SECRET over what the browser already holds:
//   signed in:  HMAC(secret, 'session:' + sha256(session id))
//   signed out: HMAC(secret, 'presession:' + sp_presession cookie)
// A cross-site page can send our cookies but can neither read them nor compute the HMAC, and a
// token minted for one session is worthless with another session's cookie. Whether a request is
// checked depends only on its method and the route Fastify matched (never on the raw URL, which
// the router decodes: `/%61pi/...` and absolute-form targets reach the same routes).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hmacBase64url, randomToken, safeEqual } from '../crypto/crypto-tokens.ts';
import { AppError } from './app-error.ts';
import type { CookieSettings } from './cookies.ts';
import { safeMethods } from './route-access.ts';

export const csrfHeaderName = 'x-csrf-token';

const presessionIdPattern = /^[A-Za-z0-9_-]{43}$/;

export interface CsrfOptions {
  secret: string;
  cookies: CookieSettings;
}

export function csrfTokenForSession(secret: string, sessionIdHash: string): string {
  return hmacBase64url(secret, `session:${sessionIdHash}`);
}

export function csrfTokenForPresession(secret: string, presessionId: string): string {
  return hmacBase64url(secret, `presession:${presessionId}`);
}

/**
 * The token the caller should send. Signed out, it is bound to the sp_presession cookie, which is
 * created here when missing (a random value in the browser only: no server state is written).
 */
export function issueCsrfToken(
  request: FastifyRequest,
  reply: FastifyReply,
  options: CsrfOptions,
): string {
  if (request.session) return csrfTokenForSession(options.secret, request.session.idHash);
  const { names, base } = options.cookies;
  let presessionId = request.cookies[names.presession];
  if (!presessionId || !presessionIdPattern.test(presessionId)) {
    presessionId = randomToken(32);
    reply.setCookie(names.presession, presessionId, base);
  }
  return csrfTokenForPresession(options.secret, presessionId);
}

export function clearPresessionCookie(reply: FastifyReply, cookies: CookieSettings): void {
  reply.clearCookie(cookies.names.presession, cookies.base);
}

/** Must be registered after the session hook: the expected token depends on request.session. */
export function registerCsrfProtection(app: FastifyInstance, options: CsrfOptions): void {
  app.addHook('onRequest', (request, _reply, done) => {
    // An unmatched request runs nothing but the not-found answer, so there is nothing to protect.
    const isChecked =
      !safeMethods.has(request.method) &&
      !request.is404 &&
      request.routeOptions.config.isCsrfExempt !== true;
    done(
      isChecked && !isCsrfTokenValid(request, options) ? new AppError('csrf_invalid') : undefined,
    );
  });
}

/**
 * Signed in: only the session's token. Signed out (which includes a session that just expired):
 * only the pre-session token. So sign-in takes the pre-session token, or the session token when
 * someone signs in again while signed in, and a token never outlives the binding it was made for.
 */
function isCsrfTokenValid(request: FastifyRequest, { secret, cookies }: CsrfOptions): boolean {
  const given = request.headers[csrfHeaderName];
  if (typeof given !== 'string' || given === '') return false;
  if (request.session) return safeEqual(given, csrfTokenForSession(secret, request.session.idHash));
  const presessionId = request.cookies[cookies.names.presession];
  return (
    presessionId !== undefined && safeEqual(given, csrfTokenForPresession(secret, presessionId))
  );
}
