// The consultant's side of a study path's checklist (issue 28): read any path's, answer its
// questions for the student. Admin only; an unknown path is 404.
import { errorResponseSchema, idParamsSchema } from '@studypath/domain';
import {
  studyPathChecklistSchema,
  updateChecklistAnswersRequestSchema,
} from '@studypath/domain/checklist';
import type { RouteContext, ZodApp } from '../../platform/http/route-context.ts';
import { answerChecklistQuestions, getChecklist } from './checklist.service.ts';
import { callerOf } from './request-caller.ts';

const adminErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
} as const;

export function registerAdminChecklistRoutes(app: ZodApp, context: RouteContext): void {
  const { deps } = context;

  app.get('/api/admin/applications/:id/checklist', {
    config: { conditional: 'content', access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'The document checklist of a study path, with its answers and proof of funds',
      params: idParamsSchema,
      response: { 200: studyPathChecklistSchema, ...adminErrors },
    },
    handler: (request) => getChecklist(deps, { caller: callerOf(request), id: request.params.id }),
  });

  app.put('/api/admin/applications/:id/checklist/answers', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary:
        'Answer a study path’s checklist questions for its student (a question left out keeps ' +
        'its answer, null clears it); answers the updated checklist',
      params: idParamsSchema,
      body: updateChecklistAnswersRequestSchema,
      response: { 200: studyPathChecklistSchema, ...adminErrors },
    },
    handler: (request) =>
      answerChecklistQuestions(deps, {
        caller: callerOf(request),
        id: request.params.id,
        changes: request.body,
        ip: request.ip,
      }),
  });
}
