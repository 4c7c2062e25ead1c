// The signed-in user's own profile: GET /api/user/profile and PUT /api/user/profile. There is no
// user id in the URL or body: the session decides whose profile is read or written. Students
// save their profile fields; administrators save only their display name (admin settings).
import type { FastifySchemaCompiler } from 'fastify';
import {
  adminSettingsSchema,
  createProfileSchema,
  errorResponseSchema,
  profileFieldsSchema,
  profileResponseSchema,
} from '@studypath/domain';
import { z } from 'zod';
import { signedInSession } from '../../platform/http/guards.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { ZodApp } from '../../platform/http/route-context.ts';
import { parseInput } from '../../platform/http/parse-input.ts';
import { getProfile, saveAdminSettings, saveStudentProfile } from './profile.service.ts';

/** For the OpenAPI document only: which of the two applies depends on the caller's role. */
const profileUpdateBodyDocumentation = z.union([profileFieldsSchema, adminSettingsSchema]).meta({
  description:
    'Students send their profile fields (all of them: a field left out is cleared); ' +
    'administrators send only { displayName }.',
});

/**
 * The PUT body is parsed in the handler instead: the schema depends on the caller's role and on
 * today's date (the guardian rule for minors), and Fastify compiles a route's schema once.
 */
const bodyParsedInHandler: FastifySchemaCompiler<unknown> = () => (data: unknown) => ({
  value: data,
});

export function registerProfileRoutes(
  app: ZodApp,
  { deps, guardianEmailWatchers }: Pick<AppDeps, 'deps' | 'guardianEmailWatchers'>,
): void {
  app.get('/api/user/profile', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['profile'],
      summary: "The signed-in user's profile with its completion percentage",
      response: { 200: profileResponseSchema, 401: errorResponseSchema },
    },
    handler: (request) => getProfile(deps, { userId: signedInSession(request).user.id }),
  });

  app.put('/api/user/profile', {
    config: { access: 'signed-in' },
    validatorCompiler: bodyParsedInHandler,
    schema: {
      tags: ['profile'],
      summary:
        "Replace the signed-in student's profile, or set an administrator's display name; " +
        'answers the saved profile',
      body: profileUpdateBodyDocumentation,
      response: {
        200: profileResponseSchema,
        400: errorResponseSchema,
        401: errorResponseSchema,
        403: errorResponseSchema,
      },
    },
    handler: async (request) => {
      const { user } = signedInSession(request);
      if (user.role === 'admin') {
        const settings = parseInput(adminSettingsSchema, request.body);
        return saveAdminSettings(deps, { userId: user.id, settings, ip: request.ip });
      }
      const today = deps.now();
      const profile = parseInput(createProfileSchema(today), request.body);
      return saveStudentProfile(
        { ...deps, guardianEmailWatchers },
        { userId: user.id, profile, today, ip: request.ip },
      );
    },
  });
}
