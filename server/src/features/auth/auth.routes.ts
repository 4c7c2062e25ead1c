// HTTP side of signing in: CSRF token, login, logout, current user. Input is parsed by the domain
// schemas; rules live in auth.service.ts.
import {
  csrfTokenResponseSchema,
  currentUserSchema,
  errorResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  okResponseSchema,
  updateCurrentUserRequestSchema,
} from '@studypath/domain';
import { clearPresessionCookie, issueCsrfToken } from '../../platform/http/csrf.ts';
import { signedInSession } from '../../platform/http/guards.ts';
import type { RouteContext, ZodApp } from '../../platform/http/route-context.ts';
import { clearSessionCookie, setSessionCookie } from '../../platform/http/sessions.ts';
import { signIn, signOut, updateCurrentUser } from './auth.service.ts';
import {
  createDeviceCookieValue,
  deviceCookieMaxAgeSeconds,
  readKnownDevice,
} from './known-device.ts';

export function registerAuthRoutes(app: ZodApp, context: RouteContext): void {
  const { deps, sessionSecret, cookies } = context;

  app.get('/api/csrf-token', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Get the CSRF token to send as X-CSRF-Token on every non-GET request',
      response: { 200: csrfTokenResponseSchema },
    },
    handler: (request, reply) => ({
      csrfToken: issueCsrfToken(request, reply, { secret: sessionSecret, cookies }),
    }),
  });

  app.post('/api/auth/login', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Sign in with email and password; sets the session cookie',
      body: loginRequestSchema,
      response: {
        200: loginResponseSchema,
        400: errorResponseSchema,
        401: errorResponseSchema,
        403: errorResponseSchema,
        429: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const result = await signIn(deps, {
        email: request.body.email,
        password: request.body.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        identifyDevice: (userId) =>
          readKnownDevice(sessionSecret, request.cookies[cookies.names.device], userId),
        previousSessionIdHash: request.session?.idHash ?? null,
      });
      setSessionCookie(reply, cookies, result.session.rawId);
      // The CSRF binding moves to the session; the pre-session id has served its purpose.
      clearPresessionCookie(reply, cookies);
      if (!result.isKnownDevice) {
        reply.setCookie(
          cookies.names.device,
          createDeviceCookieValue(sessionSecret, result.user.id),
          { ...cookies.base, maxAge: deviceCookieMaxAgeSeconds },
        );
      }
      // Only when there is one: the spec's answer is `{ user }`, and stays so for everyone else.
      const dueAt = result.deletionScheduledFor;
      return dueAt
        ? { user: result.user, deletionScheduledFor: dueAt.toISOString() }
        : { user: result.user };
    },
  });

  app.post('/api/auth/logout', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Sign out: deletes the session on the server and clears the cookie',
      response: { 200: okResponseSchema, 403: errorResponseSchema },
    },
    handler: async (request, reply) => {
      if (request.session)
        await signOut(deps, { sessionIdHash: request.session.idHash, ip: request.ip });
      clearSessionCookie(reply, cookies);
      return { ok: true as const };
    },
  });

  app.get('/api/auth/me', {
    config: { access: 'account' },
    schema: {
      tags: ['auth'],
      summary: 'The signed-in user, or 401 when signed out',
      response: { 200: currentUserSchema, 401: errorResponseSchema },
    },
    handler: (request) => signedInSession(request).user,
  });

  app.patch('/api/auth/me', {
    config: { access: 'account' },
    schema: {
      tags: ['auth'],
      summary:
        "Save the signed-in user's preferences (the language of the portal and of their emails); " +
        'returns the user as GET /api/auth/me does',
      body: updateCurrentUserRequestSchema,
      response: {
        200: currentUserSchema,
        400: errorResponseSchema,
        401: errorResponseSchema,
        403: errorResponseSchema,
      },
    },
    handler: (request) =>
      updateCurrentUser(deps, {
        userId: signedInSession(request).user.id,
        language: request.body.language,
      }),
  });
}
