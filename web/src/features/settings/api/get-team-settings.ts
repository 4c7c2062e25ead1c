import { teamSettingsResponseSchema, type TeamSettingsResponse } from '@studypath/domain/team';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.ts';

export const teamSettingsQueryKey = ['/api/admin/team/settings'] as const;

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/admin/team/settings: the firm's assignment and targets, and the admin's own nudges. */
export async function getTeamSettings(
  context: QueryFunctionContext,
): Promise<TeamSettingsResponse> {
  return teamSettingsResponseSchema.parse(await fetchJson(context));
}

export function useTeamSettings() {
  return useQuery({ queryKey: teamSettingsQueryKey, queryFn: getTeamSettings });
}
