// What a guardian reads of a linked student's study paths (issue 26, item 4): each path as the
// student sees it, with its updates as the student sees them (never internal notes, never a
// consultant's account or e-mail). The link is checked first: an unlinked student is a 404.
import {
  errorResponseSchema,
  guardianApplicationListSchema,
  recordIdSchema,
} from '@studypath/domain';
import { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps.ts';
import { signedInSession } from '../../platform/http/guards.ts';
import type { ZodApp } from '../../platform/http/route-context.ts';
import { assertGuardianOf } from '../guardians/index.ts';
import { listApplicationsForGuardian } from './applications.service.ts';

const studentParamsSchema = z.object({ studentId: recordIdSchema });
const linkedStudent = { kind: 'linked_student', param: 'studentId' } as const;

export function registerGuardianApplicationRoutes(app: ZodApp, { deps }: AppDeps): void {
  app.get('/api/guardian/students/:studentId/applications', {
    config: { conditional: 'content', access: 'guardian', ownedResource: linkedStudent },
    schema: {
      tags: ['guardians'],
      summary:
        "A linked student's study paths, newest first, each with its updates as the student " +
        'sees them (no internal notes)',
      params: studentParamsSchema,
      response: {
        200: guardianApplicationListSchema,
        400: errorResponseSchema,
        401: errorResponseSchema,
        403: errorResponseSchema,
        404: errorResponseSchema,
      },
    },
    handler: async (request) => {
      const { studentId } = request.params;
      await assertGuardianOf(deps, signedInSession(request).user.id, studentId);
      return listApplicationsForGuardian(deps, { studentId });
    },
  });
}
