// The student's consultant on their path's page (issue 29, item 3). The path is an owned
// resource: another student's is 404.
import { errorResponseSchema, idParamsSchema } from '@studypath/domain';
import { studentConsultantSchema } from '@studypath/domain/team';
import { signedInSession } from '../../platform/http/guards.ts';
import type { RouteContext, ZodApp } from '../../platform/http/route-context.ts';
import { getStudentConsultant } from './student-consultant.service.ts';

export function registerTeamRoutes(app: ZodApp, context: RouteContext): void {
  const { deps } = context;
  app.get('/api/applications/:id/consultant', {
    config: { access: 'student', ownedResource: { kind: 'application' } },
    schema: {
      tags: ['applications'],
      summary:
        'Your consultant for the study path (display name) and their typical answer time over the last 30 days',
      params: idParamsSchema,
      response: {
        200: studentConsultantSchema,
        401: errorResponseSchema,
        403: errorResponseSchema,
        404: errorResponseSchema,
      },
    },
    handler: (request) =>
      getStudentConsultant(deps, {
        applicationId: request.params.id,
        studentId: signedInSession(request).user.id,
      }),
  });
}
