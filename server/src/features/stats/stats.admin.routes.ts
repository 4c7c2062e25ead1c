// GET /api/admin/stats (part 2 §7 "Admin", polled every 10 s): the dashboard's cards, Recent
// Activity, chart figures and needs-attention list. Admin only.
import { adminStatsSchema, errorResponseSchema } from '@studypath/domain';
import { myCountsSchema } from '@studypath/domain/team';
import type { SharedAnswers } from '../../platform/events/shared-answers.ts';
import { signedInSession } from '../../platform/http/guards.ts';
import type { RouteContext, ZodApp } from '../../platform/http/route-context.ts';
import { getMyCounts } from './my-counts.service.ts';
import { getAdminStats } from './stats.admin.service.ts';

export function registerAdminStatsRoutes(
  app: ZodApp,
  context: RouteContext,
  sharedAnswers: SharedAnswers,
): void {
  const { deps } = context;

  app.get('/api/admin/stats', {
    config: { conditional: 'content', access: 'admin' },
    schema: {
      tags: ['admin'],
      summary:
        'Dashboard: active students, paths in progress, documents, threads, recent activity, chart figures, what needs attention',
      response: { 200: adminStatsSchema, 401: errorResponseSchema, 403: errorResponseSchema },
    },
    handler: () => getAdminStats(deps, sharedAnswers),
  });

  app.get('/api/admin/team/my-counts', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary:
        'Your own figures for the sidebar: your paths waiting on you, your students’ unanswered threads, pending requests and documents to review',
      response: { 200: myCountsSchema, 401: errorResponseSchema, 403: errorResponseSchema },
    },
    handler: (request) => getMyCounts(deps, { consultantId: signedInSession(request).user.id }),
  });
}
