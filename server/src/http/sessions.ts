// Attaches the signed-in session (or null) to every API request, from the sp_session cookie.
// Requests marked `X-Session-Activity: passive` (the web app's background refetches) are looked up
// without counting as activity, so an idle open tab still times out.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sessionAbsoluteTimeoutMs } from '../features/auth/session-policy.ts';
import { resolveSession, type ActiveSession } from '../features/auth/sessions.service.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { baseCookieOptions, isApiPath, sessionCookieName } from './cookies.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session; null for anonymous requests and for non-API paths. */
    session: ActiveSession | null;
  }
}

export const sessionActivityHeader = 'x-session-activity';

/** What startSession hands out (32 random bytes, base64url); anything else is not worth a query. */
const sessionIdPattern = /^[A-Za-z0-9_-]{43}$/;

export function registerSessions(app: FastifyInstance, deps: ServiceDeps): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url)) return;
    const rawId = request.cookies[sessionCookieName];
    if (!rawId || !sessionIdPattern.test(rawId)) return;
    const isUserActivity = request.headers[sessionActivityHeader] !== 'passive';
    request.session = await resolveSession(deps, rawId, { isUserActivity });
  });
}

export function setSessionCookie(reply: FastifyReply, rawId: string, isSecure: boolean): void {
  // Max-Age matches the absolute lifetime: the browser drops the cookie when the server would
  // refuse it anyway.
  reply.setCookie(sessionCookieName, rawId, {
    ...baseCookieOptions(isSecure),
    maxAge: Math.floor(sessionAbsoluteTimeoutMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, isSecure: boolean): void {
  reply.clearCookie(sessionCookieName, baseCookieOptions(isSecure));
}
