// The consultants' Users calls (part 2 §7 "Admin"): the searchable, paged list, one user with their
// profile, study paths and documents, their payments (those of deleted paths too), the role change
// and the deletion. Admin only.
import {
  adminUserDetailSchema,
  adminUserListItemSchema,
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserPaymentListResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  updateUserRoleRequestSchema,
} from '@studypath/domain';
import { pathHandoverSchema } from '@studypath/domain/team';
import { z } from 'zod';
import { adminErrors } from '../../platform/http/admin-errors.ts';
import { signedInSession } from '../../platform/http/guards.ts';
import type { RouteContext, ZodApp } from '../../platform/http/route-context.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { deleteUserForAdmin } from './user-deletion.service.ts';
import { listPaymentsOfUserForAdmin } from './user-payments.service.ts';
import { changeUserRole, getUserForAdmin, listUsersForAdmin } from './users.admin.service.ts';

const userErrors = { ...adminErrors, 404: errorResponseSchema } as const;

export interface AdminUserRoutesOptions {
  /** Where a deleted user's documents and attachments are removed from. */
  storage: ObjectStorage;
}

export function registerAdminUserRoutes(
  app: ZodApp,
  context: RouteContext,
  options: AdminUserRoutesOptions,
): void {
  const { deps } = context;

  app.get('/api/admin/users', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'Accounts, newest first: search (name, e-mail), role filter, paging',
      querystring: adminUserListQuerySchema,
      response: { 200: adminUserListResponseSchema, ...adminErrors },
    },
    handler: (request) => listUsersForAdmin(deps, request.query),
  });

  app.get('/api/admin/users/:id', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'One account with its profile, study paths, documents and counts',
      params: idParamsSchema,
      response: { 200: adminUserDetailSchema, ...userErrors },
    },
    handler: (request) => getUserForAdmin(deps, { id: request.params.id }),
  });

  app.get('/api/admin/users/:id/payments', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary:
        'Every payment and refund of the account, newest first, with the study path each paid for (a deleted one by the title it had)',
      params: idParamsSchema,
      response: { 200: adminUserPaymentListResponseSchema, ...userErrors },
    },
    handler: (request) => listPaymentsOfUserForAdmin(deps, { id: request.params.id }),
  });

  app.put('/api/admin/users/:id', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary:
        'Change the role (never one’s own, never the last administrator’s); ends the user’s sessions',
      params: idParamsSchema,
      body: updateUserRoleRequestSchema,
      response: { 200: adminUserListItemSchema, ...userErrors, 409: errorResponseSchema },
    },
    handler: (request) =>
      changeUserRole(deps, {
        id: request.params.id,
        role: request.body.role,
        reassignTo: request.body.reassignTo,
        adminId: signedInSession(request).user.id,
        ip: request.ip,
      }),
  });

  app.delete('/api/admin/users/:id', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary:
        'Delete an account with everything it holds (never one’s own, never the last administrator); an administrator’s study paths go to reassignTo, or are shared out by caseload',
      params: idParamsSchema,
      querystring: pathHandoverSchema,
      response: { 204: z.null(), ...userErrors, 409: errorResponseSchema },
    },
    handler: async (request, reply) => {
      await deleteUserForAdmin(
        { ...deps, storage: options.storage },
        {
          id: request.params.id,
          adminId: signedInSession(request).user.id,
          ip: request.ip,
          reassignTo: request.query.reassignTo,
        },
      );
      return reply.code(204).send(null);
    },
  });
}
