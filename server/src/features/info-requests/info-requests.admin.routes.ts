// The consultant's information request calls (part 2 §7 "Admin"): send one, list them all (the
// Q&A Requests screen), list one path's (the Q&A Responses card). Admin only.
import {
  adminInfoRequestListQuerySchema,
  adminInfoRequestListSchema,
  adminInfoRequestSchema,
  createInfoRequestRequestSchema,
  errorResponseSchema,
  idParamsSchema,
} from '@studypath/domain';
import { signedInSession } from '../../platform/http/guards.ts';
import type { RouteContext, ZodApp } from '../../platform/http/route-context.ts';
import type { EmailRelay } from '../../platform/email/email-relay.ts';
import {
  createInfoRequest,
  listApplicationInfoRequestsForAdmin,
  listInfoRequestsForAdmin,
  type AdminInfoRequestDeps,
} from './info-requests.admin.service.ts';

const adminErrors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
} as const;

export interface AdminInfoRequestRoutesOptions {
  /** config.appUrl: the link in emails, never the request's Host header. */
  appUrl: string;
  emailRelay: Pick<EmailRelay, 'kick'>;
}

export function registerAdminInfoRequestRoutes(
  app: ZodApp,
  context: RouteContext,
  options: AdminInfoRequestRoutesOptions,
): void {
  const { deps } = context;
  const noticeDeps: AdminInfoRequestDeps = {
    ...deps,
    appUrl: options.appUrl,
    onEmailQueued: () => options.emailRelay.kick(),
  };

  app.post('/api/admin/info-requests', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary:
        'Send questions to a student, about one of their study paths or general; the student ' +
        'gets an email (and an update on the path)',
      body: createInfoRequestRequestSchema,
      response: {
        201: adminInfoRequestSchema,
        400: errorResponseSchema,
        ...adminErrors,
        404: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const created = await createInfoRequest(noticeDeps, {
        request: request.body,
        adminId: signedInSession(request).user.id,
        ip: request.ip,
      });
      return reply.code(201).send(created);
    },
  });

  app.get('/api/admin/info-requests', {
    config: { conditional: 'content', access: 'admin' },
    schema: {
      tags: ['admin'],
      summary:
        'Every information request (consultant=me: your students’), newest first, with its student and study path',
      querystring: adminInfoRequestListQuerySchema,
      response: { 200: adminInfoRequestListSchema, ...adminErrors },
    },
    handler: (request) =>
      listInfoRequestsForAdmin(deps, {
        consultant: request.query.consultant,
        viewerId: signedInSession(request).user.id,
      }),
  });

  app.get('/api/admin/info-requests/application/:id', {
    config: { conditional: 'content', access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'The information requests of one study path, newest first',
      params: idParamsSchema,
      response: {
        200: adminInfoRequestListSchema,
        400: errorResponseSchema,
        ...adminErrors,
        404: errorResponseSchema,
      },
    },
    handler: (request) => listApplicationInfoRequestsForAdmin(deps, { id: request.params.id }),
  });
}
