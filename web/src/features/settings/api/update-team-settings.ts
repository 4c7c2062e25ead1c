import {
  teamSettingsResponseSchema,
  type TeamSettingsResponse,
  type UpdateTeamSettingsRequest,
} from '@studypath/domain/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { teamSettingsQueryKey } from './get-team-settings.ts';

/**
 * PATCH /api/admin/team/settings: any part of the firm's settings (audited) and/or of the admin's
 * own nudges; the answer is the whole, as saved. 400 with a problem per field ('firm.targetMinutes').
 */
export async function updateTeamSettings(
  body: UpdateTeamSettingsRequest,
): Promise<TeamSettingsResponse> {
  const res = await apiRequest('PATCH', '/api/admin/team/settings', body);
  return teamSettingsResponseSchema.parse(await res.json());
}

/** Both cards save through it; each passes its own onSuccess/onError to mutate(). */
export function useUpdateTeamSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeamSettings,
    onSuccess: (settings) => queryClient.setQueryData(teamSettingsQueryKey, settings),
  });
}
