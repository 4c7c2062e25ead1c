// HTTP side of "Delete my account" (issue 30): the state, the request (password and the typed
// word) and the cancellation, for a person's own account: students and guardians. A consultant's
// account is deleted by another consultant on /admin/users (403 here).
import {
  accountDeletionStateSchema,
  errorResponseSchema,
  scheduleAccountDeletionRequestSchema,
} from '@studypath/domain';
import { signedInSession } from '../../platform/http/guards.ts';
import type { ZodApp } from '../../platform/http/route-context.ts';
import type { AccountDeletionDeps } from './account-deletion-deps.ts';
import {
  cancelAccountDeletion,
  getAccountDeletionState,
  scheduleAccountDeletion,
} from './account-deletion.service.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema } as const;

export function registerAccountDeletionRoutes(app: ZodApp, deps: AccountDeletionDeps): void {
  app.get('/api/privacy/deletion', {
    config: { access: 'student-or-guardian' },
    schema: {
      tags: ['privacy'],
      summary:
        'Whether the account is scheduled for deletion and when, and which records would be kept sealed, until when',
      response: { 200: accountDeletionStateSchema, ...errors },
    },
    handler: (request) => getAccountDeletionState(deps, signedInSession(request).user.id),
  });

  app.post('/api/privacy/deletion', {
    config: { access: 'student-or-guardian' },
    schema: {
      tags: ['privacy'],
      summary:
        'Schedule the account’s deletion in 30 days, with the password and the typed word (DELETE); emails a confirmation',
      body: scheduleAccountDeletionRequestSchema,
      response: {
        200: accountDeletionStateSchema,
        400: errorResponseSchema,
        ...errors,
        409: errorResponseSchema,
        429: errorResponseSchema,
      },
    },
    handler: (request) =>
      scheduleAccountDeletion(deps, {
        userId: signedInSession(request).user.id,
        password: request.body.password,
        ip: request.ip,
      }),
  });

  app.delete('/api/privacy/deletion', {
    config: { access: 'student-or-guardian' },
    schema: {
      tags: ['privacy'],
      summary:
        'Cancel the scheduled deletion (nothing scheduled: changes nothing); emails a confirmation',
      response: { 200: accountDeletionStateSchema, ...errors },
    },
    handler: (request) =>
      cancelAccountDeletion(deps, { userId: signedInSession(request).user.id, ip: request.ip }),
  });
}
