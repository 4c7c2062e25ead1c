// OpenAPI document generated from the same zod schemas the routes validate with, served at
// /api/openapi.json, and the Swagger UI at /api/docs. Must be registered before the routes: it
// collects them as they are added.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { declareScopeAccess } from './route-access.ts';

const description = [
  'Signed-in calls use the HttpOnly session cookie `sp_session` (`__Host-sp_session` on https)',
  'set by POST /api/auth/login.',
  'Every method other than GET/HEAD/OPTIONS needs the header `X-CSRF-Token` with the token from',
  'GET /api/csrf-token. Errors always have the shape {error, code, message, params?, details?}:',
  "`error` is the coarse category (it decides the status), `code` the refusal's own stable code,",
  '`params` the values its message names.',
].join(' ');

export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'StudyPath API', version, description },
      tags: [
        { name: 'auth', description: 'Sign-in, sessions and CSRF tokens' },
        { name: 'health', description: 'Probes for orchestrators' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  // The docs are the same for everyone: public, and no session lookup for their files.
  await app.register(async (scope) => {
    declareScopeAccess(scope, { access: 'public', isSessionless: true });
    await scope.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { validatorUrl: null },
    });
  });
}

export function registerOpenApiDocumentRoute(app: FastifyInstance): void {
  app.get(
    '/api/openapi.json',
    { schema: { hide: true }, config: { access: 'public', isSessionless: true } },
    () => app.swagger(),
  );
}
