// Probes for orchestrators. /livez: the process answers (restart it if not). /readyz: it can serve
// requests right now (database reachable, not shutting down); take it out of rotation if not.
import { errorResponseSchema } from '@studypath/domain';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import type { RouteContext, ZodApp } from '../../platform/http/route-context.ts';
import { pingDatabase } from './health.queries.ts';
import type { Readiness } from '../../platform/http/readiness.ts';

const healthStatusSchema = z.object({ status: z.literal('ok') });

export function registerHealthRoutes(
  app: ZodApp,
  { deps }: RouteContext,
  readiness: Readiness,
): void {
  // Probes are called every few seconds by the load balancer: logged only when they fail.
  app.get('/livez', {
    logLevel: 'warn',
    config: { access: 'public', isSessionless: true },
    schema: { tags: ['health'], summary: 'Liveness probe', response: { 200: healthStatusSchema } },
    handler: () => ({ status: 'ok' as const }),
  });

  app.get('/readyz', {
    logLevel: 'warn',
    config: { access: 'public', isSessionless: true },
    schema: {
      tags: ['health'],
      summary: 'Readiness probe: database reachable and not shutting down',
      response: { 200: healthStatusSchema, 503: errorResponseSchema },
    },
    handler: async (request) => {
      if (readiness.isShuttingDown()) {
        throw new AppError('server.shutting_down');
      }
      try {
        await pingDatabase(deps.db);
      } catch (error) {
        request.log.error({ err: error }, 'readiness check: database unreachable');
        throw new AppError('health.database_unreachable');
      }
      return { status: 'ok' as const };
    },
  });
}
