import { teamViewSchema, type TeamView } from '@studypath/domain/team';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../../lib/api-client.ts';
import { ADMIN_STATS_REFRESH_MS } from './get-admin-stats.ts';

export const teamViewKey = ['/api/admin/team'] as const;

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/admin/team: each consultant's caseload and answer times, the team's by week. */
export async function getTeamView(context: QueryFunctionContext): Promise<TeamView> {
  return teamViewSchema.parse(await fetchJson(context));
}

/**
 * Refreshed with the dashboard's figures, every 10 s and in the background: a wait turns overdue
 * with the clock alone, which no live change announces.
 */
export function useTeamView() {
  return useQuery({
    queryKey: teamViewKey,
    queryFn: getTeamView,
    refetchInterval: ADMIN_STATS_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
}
