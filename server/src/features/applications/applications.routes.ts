// The student's study paths (part 2 §7 "Study paths"). Paths with an :id are owned resources:
// the service answers 404 for another student's. Updates of a path are declared signed-in, because
// the consultant's detail page reads the same list (so are its programs and documents, served by
// those features: programs.routes.ts, documents.routes.ts).
import type { FastifySchemaCompiler } from 'fastify';
import {
  applicationListResponseSchema,
  applicationSchema,
  applicationUpdateListResponseSchema,
  createApplicationRequestSchema,
  errorResponseSchema,
  idParamsSchema,
  myApplicationResponseSchema,
} from '@studypath/domain';
import { z } from 'zod';
import { signedInSession } from '../../platform/http/guards.ts';
import { assertConsentFor } from '../guardians/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { ZodApp } from '../../platform/http/route-context.ts';
import { parseInput } from '../../platform/http/parse-input.ts';
import {
  createApplication,
  deleteOwnApplication,
  getApplication,
  getMyApplication,
  listApplications,
  listApplicationUpdates,
} from './applications.service.ts';

/** The POST body is parsed in the handler: the start dates offered depend on today's date. */
const bodyParsedInHandler: FastifySchemaCompiler<unknown> = () => (data: unknown) => ({
  value: data,
});

/**
 * The body as it travels, for the OpenAPI document and the gates: additionalInfo is JSON text,
 * which createApplicationRequestSchema parses and checks in the handler.
 */
const createApplicationBodyDocumentation = z
  .strictObject({
    fieldOfStudy: z.string(),
    programPreferences: z.string().nullable().optional(),
    intendedInstitutions: z.string().nullable().optional(),
    additionalInfo: z.string().meta({
      description:
        'JSON text: { quizResponses, startTiming, budget, financialDetails }; the start date ' +
        'must be one of the upcoming intakes',
    }),
  })
  .meta({ description: 'The finished quiz (domain buildCreateApplicationRequest)' });

const ownedApplication = { kind: 'application' } as const;
const readErrors = { 401: errorResponseSchema, 404: errorResponseSchema } as const;

export function registerApplicationRoutes(app: ZodApp, appDeps: AppDeps): void {
  const { deps, studyPathParticipants } = appDeps;

  app.get('/api/applications', {
    config: { conditional: 'student-data', access: 'student' },
    schema: {
      tags: ['applications'],
      summary: "The signed-in student's study paths, newest first",
      response: {
        200: applicationListResponseSchema,
        401: errorResponseSchema,
        403: errorResponseSchema,
      },
    },
    handler: (request) => listApplications(deps, { userId: signedInSession(request).user.id }),
  });

  app.get('/api/applications/my-application', {
    config: { conditional: 'student-data', access: 'student' },
    schema: {
      tags: ['applications'],
      summary: "The signed-in student's active study path, or null",
      response: {
        200: myApplicationResponseSchema,
        401: errorResponseSchema,
        403: errorResponseSchema,
      },
    },
    handler: (request) => getMyApplication(deps, { userId: signedInSession(request).user.id }),
  });

  app.get('/api/applications/:id', {
    config: { conditional: 'student-data', access: 'student', ownedResource: ownedApplication },
    schema: {
      tags: ['applications'],
      summary: 'One of the signed-in student’s study paths',
      params: idParamsSchema,
      response: {
        200: applicationSchema,
        400: errorResponseSchema,
        403: errorResponseSchema,
        ...readErrors,
      },
    },
    handler: (request) =>
      getApplication(deps, { userId: signedInSession(request).user.id, id: request.params.id }),
  });

  app.get('/api/applications/:id/updates', {
    config: { conditional: 'student-data', access: 'signed-in', ownedResource: ownedApplication },
    schema: {
      tags: ['applications'],
      summary: 'What happened on a study path, newest first (its student or an administrator)',
      params: idParamsSchema,
      response: {
        200: applicationUpdateListResponseSchema,
        400: errorResponseSchema,
        ...readErrors,
      },
    },
    handler: (request) => {
      const { user } = signedInSession(request);
      return listApplicationUpdates(deps, {
        caller: { userId: user.id, role: user.role },
        id: request.params.id,
      });
    },
  });

  app.post('/api/applications', {
    config: { access: 'student' },
    validatorCompiler: bodyParsedInHandler,
    schema: {
      tags: ['applications'],
      summary:
        'Start a study path; refused (409) below 100% profile completion or while another is active',
      body: createApplicationBodyDocumentation,
      response: {
        201: applicationSchema,
        400: errorResponseSchema,
        401: errorResponseSchema,
        403: errorResponseSchema,
        409: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const parsed = parseInput(createApplicationRequestSchema(deps.now()), request.body);
      const userId = signedInSession(request).user.id;
      await assertConsentFor(deps, userId, 'start_study_path');
      const created = await createApplication(deps, {
        userId,
        request: parsed,
        ip: request.ip,
      });
      return reply.code(201).send(created);
    },
  });

  app.delete('/api/applications/:id', {
    config: { access: 'student', ownedResource: ownedApplication },
    schema: {
      tags: ['applications'],
      summary:
        'Delete one of the signed-in student’s study paths with its updates and the student’s own documents (the consultant’s stay, detached); 409 path_holds_payment while it holds a payment',
      params: idParamsSchema,
      response: {
        204: z.null(),
        400: errorResponseSchema,
        403: errorResponseSchema,
        409: errorResponseSchema,
        ...readErrors,
      },
    },
    handler: async (request, reply) => {
      await deleteOwnApplication(
        { ...deps, studyPathParticipants },
        {
          userId: signedInSession(request).user.id,
          id: request.params.id,
          ip: request.ip,
        },
      );
      return reply.code(204).send(null);
    },
  });
}
