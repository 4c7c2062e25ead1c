// HTTP side of the student's guardian access (issue 26, item 6): who follows them, and ending a
// guardian's access once they are 18.
import { errorResponseSchema, guardianAccessSchema } from '@studypath/domain';
import { z } from 'zod';
import { signedInSession } from '../../platform/http/guards.ts';
import type { ZodApp } from '../../platform/http/route-context.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { endGuardianAccess, getGuardianAccess } from './student-guardian-access.service.ts';

const studentErrors = { 401: errorResponseSchema, 403: errorResponseSchema } as const;

export function registerStudentGuardianAccessRoutes(app: ZodApp, deps: ServiceDeps): void {
  app.get('/api/guardian-access', {
    config: { access: 'student' },
    schema: {
      tags: ['guardians'],
      summary: 'Who has guardian access to the signed-in student, and whether they may end it',
      response: { 200: guardianAccessSchema, ...studentErrors, 404: errorResponseSchema },
    },
    handler: (request) => getGuardianAccess(deps, signedInSession(request).user.id),
  });

  app.delete('/api/guardian-access/:linkId', {
    config: { access: 'student', ownedResource: { kind: 'guardian_link', param: 'linkId' } },
    schema: {
      tags: ['guardians'],
      summary: "End a guardian's access to the signed-in student; only at 18 or older (409 before)",
      params: z.strictObject({ linkId: z.uuid() }),
      response: {
        204: z.null(),
        ...studentErrors,
        404: errorResponseSchema,
        409: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      await endGuardianAccess(deps, {
        studentId: signedInSession(request).user.id,
        linkId: request.params.linkId,
        ip: request.ip,
      });
      return reply.code(204).send(null);
    },
  });
}
