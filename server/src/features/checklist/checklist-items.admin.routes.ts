// The consultant's review of a study path's checklist (issue 28, item 4): a decision on an item,
// the consultant's own items added and removed, and the completion of many paths at once for the
// Study Paths table. Admin only; an unknown path or item is 404.
import { errorResponseSchema, idParamsSchema } from '@studypath/domain';
import {
  checklistItemParamsSchema,
  checklistProgressQuerySchema,
  checklistProgressResponseSchema,
  createCustomChecklistItemRequestSchema,
  reviewChecklistItemRequestSchema,
  studyPathChecklistSchema,
} from '@studypath/domain/checklist';
import type { ZodApp } from '../../platform/http/route-context.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { listChecklistProgress } from './checklist-progress.service.ts';
import {
  addCustomChecklistItem,
  removeCustomChecklistItem,
  reviewChecklistItem,
  type ChecklistReviewDeps,
} from './checklist-review.service.ts';
import { callerOf } from './request-caller.ts';

const adminErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
} as const;

export function registerAdminChecklistItemRoutes(app: ZodApp, appDeps: AppDeps): void {
  const deps: ChecklistReviewDeps = {
    ...appDeps.deps,
    appUrl: appDeps.config.appUrl,
    onEmailQueued: () => appDeps.emailRelay.kick(),
  };

  app.put('/api/admin/applications/:id/checklist/items/:itemId/review', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary:
        'Decide on a checklist item: accepted or needs_changes (an uploaded document is needed), ' +
        'not_needed (a reason is needed for both of these) or reopened; answers the checklist',
      params: checklistItemParamsSchema,
      body: reviewChecklistItemRequestSchema,
      response: { 200: studyPathChecklistSchema, ...adminErrors },
    },
    handler: (request) =>
      reviewChecklistItem(deps, {
        caller: callerOf(request),
        id: request.params.id,
        itemId: request.params.itemId,
        review: request.body,
        ip: request.ip,
      }),
  });

  app.post('/api/admin/applications/:id/checklist/items', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'Add an item of your own to a study path’s checklist; answers the checklist',
      params: idParamsSchema,
      body: createCustomChecklistItemRequestSchema,
      response: { 201: studyPathChecklistSchema, ...adminErrors },
    },
    handler: async (request, reply) => {
      const checklist = await addCustomChecklistItem(deps, {
        caller: callerOf(request),
        id: request.params.id,
        item: request.body,
        ip: request.ip,
      });
      return reply.code(201).send(checklist);
    },
  });

  app.delete('/api/admin/applications/:id/checklist/items/:itemId', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'Remove an item a consultant added (its documents stay); answers the checklist',
      params: checklistItemParamsSchema,
      response: { 200: studyPathChecklistSchema, ...adminErrors },
    },
    handler: (request) =>
      removeCustomChecklistItem(deps, {
        caller: callerOf(request),
        id: request.params.id,
        itemId: request.params.itemId,
        ip: request.ip,
      }),
  });

  app.get('/api/admin/checklist-progress', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary:
        'Checklist completion of up to 100 study paths (ids, comma-separated): done, total and ' +
        'items awaiting review',
      querystring: checklistProgressQuerySchema,
      response: { 200: checklistProgressResponseSchema, ...adminErrors },
    },
    handler: (request) => listChecklistProgress(deps, request.query.ids),
  });
}
