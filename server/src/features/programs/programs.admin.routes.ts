// The consultant's program catalogue and the programs attached to a study path (part 2 §7
// "Admin"). Admin only. Image upload (POST /api/admin/programs/upload-image) comes with object
// storage.
import {
  applicationProgramParamsSchema,
  attachedProgramSchema,
  attachProgramRequestSchema,
  createProgramRequestSchema,
  errorResponseSchema,
  idParamsSchema,
  programListQuerySchema,
  programListResponseSchema,
  programSchema,
  updateProgramRequestSchema,
} from '@studypath/domain';
import { z } from 'zod';
import { adminErrors } from '../../platform/http/admin-errors.ts';
import { signedInSession } from '../../platform/http/guards.ts';
import type { RouteContext, ZodApp } from '../../platform/http/route-context.ts';
import {
  attachProgram,
  createProgram,
  deleteProgram,
  listPrograms,
  removeProgram,
  updateProgram,
} from './programs.service.ts';

const withNotFound = { ...adminErrors, 404: errorResponseSchema } as const;

export function registerAdminProgramRoutes(app: ZodApp, context: RouteContext): void {
  const { deps } = context;

  app.get('/api/admin/programs', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'The program catalogue, A-Z; search matches title or institution',
      querystring: programListQuerySchema,
      response: { 200: programListResponseSchema, ...adminErrors },
    },
    handler: (request) => listPrograms(deps, { search: request.query.search }),
  });

  app.post('/api/admin/programs', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'Add a program to the catalogue',
      body: createProgramRequestSchema,
      response: { 201: programSchema, ...adminErrors },
    },
    handler: async (request, reply) => {
      const created = await createProgram(deps, {
        request: request.body,
        adminId: signedInSession(request).user.id,
        ip: request.ip,
      });
      return reply.code(201).send(created);
    },
  });

  app.patch('/api/admin/programs/:id', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'Edit a program; refused (409) while it is attached to any study path',
      params: idParamsSchema,
      body: updateProgramRequestSchema,
      response: { 200: programSchema, ...withNotFound, 409: errorResponseSchema },
    },
    handler: (request) =>
      updateProgram(deps, {
        id: request.params.id,
        request: request.body,
        adminId: signedInSession(request).user.id,
        ip: request.ip,
      }),
  });

  app.delete('/api/admin/programs/:id', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'Delete a program; refused (409) while it is attached to any study path',
      params: idParamsSchema,
      response: { 204: z.null(), ...withNotFound, 409: errorResponseSchema },
    },
    handler: async (request, reply) => {
      await deleteProgram(deps, {
        id: request.params.id,
        adminId: signedInSession(request).user.id,
        ip: request.ip,
      });
      return reply.code(204).send(null);
    },
  });

  app.post('/api/admin/applications/:id/programs', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'Attach a program to a study path, with optional notes the student reads',
      params: idParamsSchema,
      body: attachProgramRequestSchema,
      response: { 201: attachedProgramSchema, ...withNotFound, 409: errorResponseSchema },
    },
    handler: async (request, reply) => {
      const attached = await attachProgram(deps, {
        applicationId: request.params.id,
        request: request.body,
        adminId: signedInSession(request).user.id,
        ip: request.ip,
      });
      return reply.code(201).send(attached);
    },
  });

  app.delete('/api/admin/applications/:id/programs/:programId', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'Remove a program from a study path',
      params: applicationProgramParamsSchema,
      response: { 204: z.null(), ...withNotFound },
    },
    handler: async (request, reply) => {
      await removeProgram(deps, {
        applicationId: request.params.id,
        programId: request.params.programId,
        adminId: signedInSession(request).user.id,
        ip: request.ip,
      });
      return reply.code(204).send(null);
    },
  });
}
