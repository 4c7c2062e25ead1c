// Who may call each route is declared on the route itself (`config.access`) and enforced here, in
// one onRequest hook, from the route Fastify matched: never from the raw URL, so `/%61pi/...` or an
// absolute-form target meets the same rule as the plain path. A route without a declaration stops
// the app from starting, and the security gates (server/test/gates) read the same table to call
// every route as anonymous, two students and an admin.
import type { FastifyInstance, FastifyRequest, HTTPMethods, RouteOptions } from 'fastify';
import type { ActiveSession } from '../sessions/sessions.service.ts';
import { AppError } from './app-error.ts';

export const routeAccessLevels = [
  'public',
  'account',
  'signed-in',
  'student',
  'admin',
  'guardian',
  'student-or-guardian',
] as const;
/**
 * public: anyone, signed in or not (the session is still loaded when the route uses it);
 * account: any signed-in user, whatever the role (who am I, the live stream, the price list);
 * signed-in: a student or a consultant: the routes that answer a student's own records and a
 * consultant all of them (a guardian reaches students' records only through guardian routes);
 * student / admin / guardian: a signed-in user of that role;
 * student-or-guardian: a person's own account, not a consultant's (the privacy self-service of
 * issue 30: consultants' accounts are managed on the Users page).
 */
export type RouteAccess = (typeof routeAccessLevels)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Required: buildApp refuses to start with a route that lacks it. */
    access?: RouteAccess;
    /**
     * The answer never depends on who asks (probes, static files, API docs): the session is not
     * looked up. Only for safe methods.
     */
    isSessionless?: boolean;
    /**
     * A path parameter (default `id`) names a resource of this kind that belongs to one student;
     * the service answers 404 to any other student (admins reach it when the access level is
     * signed-in). The access-matrix gate creates one for student A
     * (server/test/gates/owned-resources.ts) and checks that student B gets 404.
     */
    ownedResource?: OwnedResource;
    /**
     * No X-CSRF-Token: only for callers that are not browsers and prove themselves another way
     * (a signed webhook). Such a route must not rely on cookies.
     */
    isCsrfExempt?: boolean;
    /**
     * Opening the route is not the user's activity (the live event stream, opened and reopened
     * by the browser on its own): the session is checked but its idle clock is not reset.
     */
    isPassiveSession?: boolean;
  }
}

export interface OwnedResource {
  kind: string;
  /** The path parameter holding the resource's id (default 'id'). */
  param?: string;
}

export const safeMethods: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface RouteTableEntry {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  isSessionless: boolean;
  ownedResource: Required<OwnedResource> | undefined;
  isCsrfExempt: boolean;
  schema: RouteOptions['schema'];
}

const routeOptionsByApp = new WeakMap<FastifyInstance, RouteOptions[]>();

/**
 * Starts recording routes. Register first, before any route or plugin that adds routes. The
 * options objects are kept and read when asked for, because plugin scopes may still fill in
 * `config` in their own onRoute hooks (see declareScopeAccess).
 */
export function registerRouteTable(app: FastifyInstance): void {
  const recorded: RouteOptions[] = [];
  routeOptionsByApp.set(app, recorded);
  app.addHook('onRoute', (options) => {
    recorded.push(options);
  });
  app.addHook('onReady', (done) => {
    const problems = findRouteDeclarationProblems(listRoutes(app));
    done(
      problems.length === 0
        ? undefined
        : new Error(`Routes with a missing or unsafe access declaration:\n${problems.join('\n')}`),
    );
  });
}

/** Every route the app has (one entry per method), as declared. */
export function listRoutes(app: FastifyInstance): RouteTableEntry[] {
  const recorded = routeOptionsByApp.get(app);
  if (!recorded) throw new Error('registerRouteTable(app) was not called on this app');
  return recorded.flatMap((options) => {
    const methods: HTTPMethods[] = Array.isArray(options.method)
      ? options.method
      : [options.method];
    const config = options.config ?? {};
    return methods.map((method) => ({
      method: method.toUpperCase(),
      url: options.url,
      access: config.access,
      isSessionless: config.isSessionless === true,
      ownedResource: config.ownedResource && {
        kind: config.ownedResource.kind,
        param: config.ownedResource.param ?? 'id',
      },
      isCsrfExempt: config.isCsrfExempt === true,
      schema: options.schema,
    }));
  });
}

export function findRouteDeclarationProblems(routes: readonly RouteTableEntry[]): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    const name = `${route.method} ${route.url}`;
    if (!route.access || !(routeAccessLevels as readonly string[]).includes(route.access)) {
      problems.push(`${name}: declare config.access (${routeAccessLevels.join(', ')})`);
    }
    if (!safeMethods.has(route.method) && route.isSessionless && !route.isCsrfExempt) {
      problems.push(`${name}: isSessionless is only for safe methods (the CSRF check needs it)`);
    }
    const owned = route.ownedResource;
    if (
      owned &&
      (route.access === 'public' ||
        route.access === 'admin' ||
        route.access === 'account' ||
        route.access === 'student-or-guardian')
    ) {
      problems.push(
        `${name}: ownedResource is for routes students or guardians call (signed-in, student, guardian)`,
      );
    }
    if (owned && !new RegExp(`/:${owned.param}(/|$)`).test(route.url)) {
      problems.push(`${name}: ownedResource names the parameter :${owned.param}, not in the path`);
    }
  }
  return problems;
}

/**
 * Gives every route a plugin registers in this scope the same declaration, for plugins whose
 * route options we do not write (the static web app, the API docs).
 */
export function declareScopeAccess(
  scope: FastifyInstance,
  declaration: { access: RouteAccess; isSessionless?: boolean },
): void {
  scope.addHook('onRoute', (options) => {
    options.config = { ...options.config, ...declaration };
  });
}

/** Must come after the session hook: it reads request.session. */
export function registerAccessControl(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(request.is404 ? undefined : accessRefusal(request));
  });
}

function accessRefusal(request: FastifyRequest): AppError | undefined {
  return refusalFor(request.routeOptions.config.access, request.session);
}

export function refusalFor(
  access: RouteAccess | undefined,
  session: ActiveSession | null,
): AppError | undefined {
  if (access === 'public') return undefined;
  if (!session) return new AppError('unauthorized');
  const { role } = session.user;
  switch (access) {
    case 'account':
      return undefined;
    case 'signed-in':
      return role === 'student' || role === 'admin' ? undefined : new AppError('forbidden');
    case 'student':
    case 'admin':
    case 'guardian':
      return role === access ? undefined : new AppError('forbidden');
    case 'student-or-guardian':
      return role === 'student' || role === 'guardian' ? undefined : new AppError('forbidden');
    default:
      // Undeclared (onReady refuses to start, but should one slip through): closed.
      return new AppError('forbidden');
  }
}
