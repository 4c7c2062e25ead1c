// Attaches the signed-in session (or null) to every request that matched a route, from the session
// cookie. Routes declared isSessionless (probes, static files, docs) and unmatched requests skip
// the lookup. Requests marked `X-Session-Activity: passive` (the web app's background refetches)
// are looked up without counting as activity, so an idle open tab still times out.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sessionAbsoluteTimeoutMs } from '../sessions/session-policy.ts';
import { resolveSession, type ActiveSession } from '../sessions/sessions.service.ts';
import type { ServiceDeps } from '../service-deps.ts';
import type { CookieSettings } from './cookies.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session; null for anonymous requests and sessionless routes. */
    session: ActiveSession | null;
  }
}

export const sessionActivityHeader = 'x-session-activity';

/** What startSession hands out (32 random bytes, base64url); anything else is not worth a query. */
const sessionIdPattern = /^[A-Za-z0-9_-]{43}$/;

export function registerSessions(
  app: FastifyInstance,
  deps: ServiceDeps,
  cookies: CookieSettings,
): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.isSessionless) return;
    const rawId = request.cookies[cookies.names.session];
    if (!rawId || !sessionIdPattern.test(rawId)) return;
    const isUserActivity =
      request.headers[sessionActivityHeader] !== 'passive' &&
      request.routeOptions.config.isPassiveSession !== true;
    request.session = await resolveSession(deps, rawId, { isUserActivity });
  });
}

export function setSessionCookie(
  reply: FastifyReply,
  cookies: CookieSettings,
  rawId: string,
): void {
  // Max-Age matches the absolute lifetime: the browser drops the cookie when the server would
  // refuse it anyway.
  reply.setCookie(cookies.names.session, rawId, {
    ...cookies.base,
    maxAge: Math.floor(sessionAbsoluteTimeoutMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, cookies: CookieSettings): void {
  reply.clearCookie(cookies.names.session, cookies.base);
}
