import { teamViewSchema, type TeamMember, type TeamView } from '@studypath/domain/team';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.ts';
import { teamKey } from './query-keys.ts';

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/admin/team: every administrator, those who may take a leaving one's paths. */
export async function getTeam(context: QueryFunctionContext): Promise<TeamView> {
  return teamViewSchema.parse(await fetchJson(context));
}

const consultantsOf = (team: TeamView): TeamMember[] => team.consultants;

/** Read when a handover is asked about, and afresh each time (caseloads move). */
export function useTeamConsultants(isNeeded: boolean) {
  return useQuery({
    queryKey: teamKey,
    queryFn: getTeam,
    select: consultantsOf,
    enabled: isNeeded,
    staleTime: 0,
  });
}
