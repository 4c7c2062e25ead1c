// The consultants' view of a student's guardian consent (issue 26, item 7).
import { adminGuardianConsentSchema, errorResponseSchema } from '@studypath/domain';
import { z } from 'zod';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { ZodApp } from '../../platform/http/route-context.ts';
import { getAdminConsentRecord } from './consent-status.service.ts';

export function registerGuardianAdminRoutes(app: ZodApp, deps: ServiceDeps): void {
  app.get('/api/admin/users/:id/guardian-consent', {
    config: { access: 'admin' },
    schema: {
      tags: ['guardians'],
      summary:
        "A student's guardian consent: the state, the open link, since when it waits, every decision",
      params: z.strictObject({ id: z.uuid() }),
      response: {
        200: adminGuardianConsentSchema,
        401: errorResponseSchema,
        403: errorResponseSchema,
        404: errorResponseSchema,
      },
    },
    handler: (request) => getAdminConsentRecord(deps, request.params.id),
  });
}
