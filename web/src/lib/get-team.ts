// GET /api/admin/team (issue 29): one fetcher and one cache entry for the three screens that read
// it: the dashboard's team view, the path page's consultant choice, the users page's handover.
import { teamViewSchema, type TeamMember, type TeamView } from '@studypath/domain/team';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from './api-client.ts';

export const teamKey = ['/api/admin/team'] as const;

const fetchJson = getQueryFn({ on401: 'throw' });

export async function getTeam(context: QueryFunctionContext): Promise<TeamView> {
  return teamViewSchema.parse(await fetchJson(context));
}

/**
 * The whole team view. `refetchIntervalMs`: the dashboard refreshes it with its figures, in the
 * background too, since a wait turns overdue with the clock alone, which no live change announces.
 */
export function useTeamView({ refetchIntervalMs }: { refetchIntervalMs?: number } = {}) {
  return useQuery({
    queryKey: teamKey,
    queryFn: getTeam,
    ...(refetchIntervalMs === undefined
      ? {}
      : { refetchInterval: refetchIntervalMs, refetchIntervalInBackground: true }),
  });
}

const consultantsOf = (team: TeamView): TeamMember[] => team.consultants;

/**
 * The administrators, those a path may go to. `isFresh`: read afresh each time it is shown (a
 * handover, where caseloads matter), not from the dashboard's copy.
 */
export function useTeamConsultants({
  isEnabled = true,
  isFresh = false,
}: { isEnabled?: boolean; isFresh?: boolean } = {}) {
  return useQuery({
    queryKey: teamKey,
    queryFn: getTeam,
    select: consultantsOf,
    enabled: isEnabled,
    ...(isFresh ? { staleTime: 0 } : {}),
  });
}
