import type { AdminSettings } from '@studypath/domain/profile';
import { profileResponseSchema, type ProfileResponse } from '@studypath/domain/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ownProfileQueryKey } from './get-own-profile.ts';

/**
 * PUT /api/user/profile {displayName}: an administrator's profile holds only the name students see
 * on their messages (part 2 §5, §7); 400 with a problem per field.
 */
export async function updateDisplayName(body: AdminSettings): Promise<ProfileResponse> {
  const res = await apiRequest('PUT', '/api/user/profile', body);
  return profileResponseSchema.parse(await res.json());
}

interface UseUpdateDisplayNameOptions {
  onSuccess: (profile: ProfileResponse) => void;
  onError: (error: Error) => void;
}

export function useUpdateDisplayName({ onSuccess, onError }: UseUpdateDisplayNameOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDisplayName,
    onSuccess: (profile) => {
      queryClient.setQueryData(ownProfileQueryKey, profile);
      onSuccess(profile);
    },
    onError,
  });
}
