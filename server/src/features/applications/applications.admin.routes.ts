// The consultant's study path calls (part 2 §7 "Admin"): the searchable, paged list, one path
// with its student's profile, status, notes, close and delete. Admin only.
import {
  adminApplicationListQuerySchema,
  adminApplicationListResponseSchema,
  adminApplicationSchema,
  closeApplicationRequestSchema,
  errorResponseSchema,
  idParamsSchema,
  updateApplicationNotesRequestSchema,
  updateApplicationStatusRequestSchema,
} from '@studypath/domain';
import { z } from 'zod';
import { adminErrors } from '../../platform/http/admin-errors.ts';
import { signedInSession } from '../../platform/http/guards.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { ZodApp } from '../../platform/http/route-context.ts';
import {
  changeApplicationStatus,
  closeApplication,
  deleteApplicationForAdmin,
  getApplicationForAdmin,
  listApplicationsForAdmin,
  updateApplicationNotes,
  type AdminApplicationDeps,
} from './applications.admin.service.ts';

const pathErrors = { ...adminErrors, 404: errorResponseSchema } as const;

export function registerAdminApplicationRoutes(app: ZodApp, appDeps: AppDeps): void {
  const { deps, studyPathParticipants } = appDeps;
  const noticeDeps: AdminApplicationDeps = {
    ...deps,
    // config.appUrl: the link in emails, never the request's Host header.
    appUrl: appDeps.config.appUrl,
    onEmailQueued: () => appDeps.emailRelay.kick(),
    studyPathParticipants,
  };

  app.get('/api/admin/applications', {
    config: { conditional: 'content', access: 'admin' },
    schema: {
      tags: ['admin'],
      summary:
        'Study paths, newest first: search (name, e-mail, field of study, institutions), status filter, mine (consultant=me) or all, paging',
      querystring: adminApplicationListQuerySchema,
      response: { 200: adminApplicationListResponseSchema, ...adminErrors },
    },
    handler: (request) =>
      listApplicationsForAdmin(deps, request.query, signedInSession(request).user.id),
  });

  app.get('/api/admin/applications/:id', {
    config: { conditional: 'content', access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'One study path with its student’s profile fields and the internal notes',
      params: idParamsSchema,
      response: { 200: adminApplicationSchema, ...pathErrors },
    },
    handler: (request) => getApplicationForAdmin(deps, { id: request.params.id }),
  });

  app.delete('/api/admin/applications/:id', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary:
        'Delete a study path with its updates and program links; its payments (with the path’s id and title) and documents are kept',
      params: idParamsSchema,
      response: { 204: z.null(), ...pathErrors },
    },
    handler: async (request, reply) => {
      await deleteApplicationForAdmin(
        { ...deps, studyPathParticipants },
        {
          id: request.params.id,
          adminId: signedInSession(request).user.id,
          ip: request.ip,
        },
      );
      return reply.code(204).send(null);
    },
  });

  app.patch('/api/admin/applications/:id/status', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'Set any status; the student gets an update and an email',
      params: idParamsSchema,
      body: updateApplicationStatusRequestSchema,
      response: { 200: adminApplicationSchema, ...pathErrors, 409: errorResponseSchema },
    },
    handler: (request) =>
      changeApplicationStatus(noticeDeps, {
        id: request.params.id,
        status: request.body.status,
        adminId: signedInSession(request).user.id,
        ip: request.ip,
      }),
  });

  app.patch('/api/admin/applications/:id/notes', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'Edit the admin notes (shown to the student) and the internal notes (admin only)',
      params: idParamsSchema,
      body: updateApplicationNotesRequestSchema,
      response: { 200: adminApplicationSchema, ...pathErrors },
    },
    handler: (request) =>
      updateApplicationNotes(deps, {
        id: request.params.id,
        notes: request.body,
        adminId: signedInSession(request).user.id,
        ip: request.ip,
      }),
  });

  app.patch('/api/admin/applications/:id/close', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'Close a study path with a reason the student reads; refused once it has ended',
      params: idParamsSchema,
      body: closeApplicationRequestSchema,
      response: { 200: adminApplicationSchema, ...pathErrors, 409: errorResponseSchema },
    },
    handler: (request) =>
      closeApplication(noticeDeps, {
        id: request.params.id,
        reason: request.body.reason,
        adminId: signedInSession(request).user.id,
        ip: request.ip,
      }),
  });
}
