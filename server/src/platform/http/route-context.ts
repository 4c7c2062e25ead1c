// What route plugins receive from buildApp: the service dependencies plus the HTTP-level settings
// (signing secret, cookie security) that only the HTTP layer needs.
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServiceDeps } from '../service-deps.ts';
import type { CookieSettings } from './cookies.ts';

/** The app as route files see it: request and reply types inferred from the zod schemas. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface RouteContext {
  deps: ServiceDeps;
  sessionSecret: string;
  /** Cookie names and attributes (Secure and `__Host-` when APP_URL is https). */
  cookies: CookieSettings;
}
