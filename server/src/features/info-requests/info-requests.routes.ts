// The student's information requests (part 2 §7 "Information requests (student)"): their own
// list and answering one. A request in the path is an owned resource: another student's is 404.
import {
  errorResponseSchema,
  infoRequestParamsSchema,
  respondInfoRequestRequestSchema,
  studentInfoRequestListSchema,
  studentInfoRequestSchema,
} from '@studypath/domain';
import { signedInSession } from '../../platform/http/guards.ts';
import type { RouteContext, ZodApp } from '../../platform/http/route-context.ts';
import { listOwnInfoRequests, respondToInfoRequest } from './info-requests.service.ts';

const ownedInfoRequest = { kind: 'info_request', param: 'requestId' } as const;
const studentErrors = { 401: errorResponseSchema, 403: errorResponseSchema } as const;

export function registerInfoRequestRoutes(app: ZodApp, context: RouteContext): void {
  const { deps } = context;

  app.get('/api/info-requests', {
    config: { conditional: 'student-data', access: 'student' },
    schema: {
      tags: ['info-requests'],
      summary: "The signed-in student's information requests, newest first",
      response: { 200: studentInfoRequestListSchema, ...studentErrors },
    },
    handler: (request) => listOwnInfoRequests(deps, { userId: signedInSession(request).user.id }),
  });

  app.post('/api/info-requests/:requestId/respond', {
    config: { access: 'student', ownedResource: ownedInfoRequest },
    schema: {
      tags: ['info-requests'],
      summary:
        'Answer one of your information requests, once (409 after): every required question ' +
        'needs a non-empty answer, and only the request’s questions may be answered',
      params: infoRequestParamsSchema,
      body: respondInfoRequestRequestSchema,
      response: {
        200: studentInfoRequestSchema,
        400: errorResponseSchema,
        ...studentErrors,
        404: errorResponseSchema,
        409: errorResponseSchema,
      },
    },
    handler: (request) =>
      respondToInfoRequest(deps, {
        userId: signedInSession(request).user.id,
        requestId: request.params.requestId,
        responses: request.body.responses,
        ip: request.ip,
      }),
  });
}
