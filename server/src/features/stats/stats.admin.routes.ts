// GET /api/admin/stats (part 2 §7 "Admin", polled every 10 s): the dashboard's cards, Recent
// Activity, chart figures and needs-attention list. Admin only.
import { adminStatsSchema, errorResponseSchema } from '@studypath/domain';
import type { RouteContext, ZodApp } from '../../platform/http/route-context.ts';
import { getAdminStats } from './stats.admin.service.ts';

export function registerAdminStatsRoutes(app: ZodApp, context: RouteContext): void {
  const { deps } = context;

  app.get('/api/admin/stats', {
    config: { conditional: 'content', access: 'admin' },
    schema: {
      tags: ['admin'],
      summary:
        'Dashboard: active students, paths in progress, documents, threads, recent activity, chart figures, what needs attention',
      response: { 200: adminStatsSchema, 401: errorResponseSchema, 403: errorResponseSchema },
    },
    handler: () => getAdminStats(deps),
  });
}
