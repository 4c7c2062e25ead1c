// The student's checklist of one of their study paths (issue 28): read it, answer its questions.
// The path is an owned resource: another student's is 404, as on the other path routes.
import { errorResponseSchema, idParamsSchema } from '@studypath/domain';
import {
  studyPathChecklistSchema,
  updateChecklistAnswersRequestSchema,
} from '@studypath/domain/checklist';
import type { RouteContext, ZodApp } from '../../platform/http/route-context.ts';
import { answerChecklistQuestions, getChecklist } from './checklist.service.ts';
import { callerOf } from './request-caller.ts';

const ownedApplication = { kind: 'application' } as const;
const studentErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
} as const;

export function registerChecklistRoutes(app: ZodApp, context: RouteContext): void {
  const { deps } = context;

  // 'content', not 'student-data': the checklist also moves with the calendar (a birthday, a rule
  // coming into force), which no change version counts.
  app.get('/api/applications/:id/checklist', {
    config: { conditional: 'content', access: 'student', ownedResource: ownedApplication },
    schema: {
      tags: ['applications'],
      summary:
        'The document checklist of one of your study paths, derived from today’s rules, your ' +
        'profile, the quiz and your answers',
      params: idParamsSchema,
      response: { 200: studyPathChecklistSchema, ...studentErrors },
    },
    handler: (request) => getChecklist(deps, { caller: callerOf(request), id: request.params.id }),
  });

  app.put('/api/applications/:id/checklist/answers', {
    config: { access: 'student', ownedResource: ownedApplication },
    schema: {
      tags: ['applications'],
      summary:
        'Answer the checklist’s questions of one of your study paths (a question left out keeps ' +
        'its answer, null clears it); answers the updated checklist',
      params: idParamsSchema,
      body: updateChecklistAnswersRequestSchema,
      response: { 200: studyPathChecklistSchema, ...studentErrors },
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
