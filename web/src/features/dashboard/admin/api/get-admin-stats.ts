import { adminStatsSchema, type AdminStats } from '@studypath/domain/admin';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../../lib/api-client.ts';

export const adminStatsKey = ['/api/admin/stats'] as const;

/** The dashboard refreshes every 10 s, also in the background (part 2 §9). */
export const ADMIN_STATS_REFRESH_MS = 10_000;

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/admin/stats: the four figures, Recent Activity, the charts and Needs Attention. */
export async function getAdminStats(context: QueryFunctionContext): Promise<AdminStats> {
  return adminStatsSchema.parse(await fetchJson(context));
}

/**
 * Polls even while the live stream is open: the stream refetches at once on a study path,
 * document, message or information request change, but the figures also count what it does not
 * carry (registrations, verified e-mails, sign-ins in Recent Activity).
 */
export function useAdminStats() {
  return useQuery({
    queryKey: adminStatsKey,
    queryFn: getAdminStats,
    refetchInterval: ADMIN_STATS_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
}
