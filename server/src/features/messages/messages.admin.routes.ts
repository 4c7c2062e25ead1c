// The consultant's conversation calls (part 2 §7 "Messages", admin variants): starting a thread
// with a student and closing one. Admin only. Lists, replies and reading are the shared calls of
// messages.routes.ts, answered by role.
import {
  adminCreateThreadRequestSchema,
  adminThreadSchema,
  errorResponseSchema,
  idParamsSchema,
} from '@studypath/domain';
import { z } from 'zod';
import { adminErrors } from '../../platform/http/admin-errors.ts';
import { signedInSession } from '../../platform/http/guards.ts';
import type { RouteContext, ZodApp } from '../../platform/http/route-context.ts';
import type { DocumentDeps } from '../documents/index.ts';
import { closeThread, createThreadForStudent } from './messages.admin.service.ts';

export function registerAdminMessageRoutes(
  app: ZodApp,
  _context: RouteContext,
  { documentDeps: deps }: { documentDeps: DocumentDeps },
): void {
  app.post('/api/admin/messages/threads', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'Start a conversation with a student: a subject and a first message',
      body: adminCreateThreadRequestSchema,
      response: {
        201: adminThreadSchema,
        ...adminErrors,
        404: errorResponseSchema,
        413: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const created = await createThreadForStudent(deps, {
        adminId: signedInSession(request).user.id,
        request: request.body,
        ip: request.ip,
      });
      return reply.code(201).send(created);
    },
  });

  app.delete('/api/admin/messages/threads/:id', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'Close a thread: no one may write to it again (closing a closed one is a no-op)',
      params: idParamsSchema,
      response: { 204: z.null(), ...adminErrors, 404: errorResponseSchema },
    },
    handler: async (request, reply) => {
      await closeThread(deps, {
        adminId: signedInSession(request).user.id,
        id: request.params.id,
        ip: request.ip,
      });
      return reply.code(204).send(null);
    },
  });
}
