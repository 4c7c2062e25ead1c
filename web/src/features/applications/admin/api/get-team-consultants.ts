import { teamViewSchema, type TeamMember, type TeamView } from '@studypath/domain/team';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../../lib/api-client.ts';

/** The team view's own key: the dashboard's copy of the answer serves this page too. */
export const teamKey = ['/api/admin/team'] as const;

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/admin/team: every administrator, the consultants a path may go to. */
export async function getTeam(context: QueryFunctionContext): Promise<TeamView> {
  return teamViewSchema.parse(await fetchJson(context));
}

const consultantsOf = (team: TeamView): TeamMember[] => team.consultants;

/** The administrators, read once per visit: a consultant joining is rare and not urgent here. */
export function useTeamConsultants() {
  return useQuery({ queryKey: teamKey, queryFn: getTeam, select: consultantsOf });
}
