// The programs a consultant attached to a study path, as its student and the consultants read them.
// Declared signed-in: the consultant's detail page reads the same list; the service answers 404
// for another student's path.
import {
  attachedProgramListResponseSchema,
  errorResponseSchema,
  idParamsSchema,
} from '@studypath/domain';
import { signedInSession } from '../../platform/http/guards.ts';
import type { RouteContext, ZodApp } from '../../platform/http/route-context.ts';
import { listAttachedPrograms } from './programs.service.ts';

const ownedApplication = { kind: 'application' } as const;
const readErrors = { 401: errorResponseSchema, 404: errorResponseSchema } as const;

export function registerProgramRoutes(app: ZodApp, { deps }: RouteContext): void {
  app.get('/api/applications/:id/programs', {
    config: { conditional: 'student-data', access: 'signed-in', ownedResource: ownedApplication },
    schema: {
      tags: ['applications'],
      summary: 'Programs the consultant attached to a study path, newest first',
      params: idParamsSchema,
      response: { 200: attachedProgramListResponseSchema, 400: errorResponseSchema, ...readErrors },
    },
    handler: (request) => {
      const { user } = signedInSession(request);
      return listAttachedPrograms(deps, {
        caller: { userId: user.id, role: user.role },
        id: request.params.id,
      });
    },
  });
}
