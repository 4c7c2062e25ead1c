import { profileResponseSchema, type ProfileResponse } from '@studypath/domain/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ProfilePayload } from '../lib/profile-form-values.ts';
import { getProfile, profileQueryKey } from './get-profile.ts';

/** PUT /api/user/profile with every field (PUT semantics: a missing field would become null). */
export async function updateProfile(payload: ProfilePayload): Promise<ProfileResponse> {
  const res = await apiRequest('PUT', '/api/user/profile', payload);
  return profileResponseSchema.parse(await res.json());
}

interface UseUpdateProfileOptions {
  /** Called with the profile as refetched after the save (part 1 §4). */
  onSuccess: (profile: ProfileResponse) => void;
  onError: (error: Error) => void;
}

export function useUpdateProfile({ onSuccess, onError }: UseUpdateProfileOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: ProfilePayload) => {
      const saved = await updateProfile(payload);
      queryClient.setQueryData(profileQueryKey, saved);
      try {
        return await queryClient.fetchQuery({
          queryKey: profileQueryKey,
          queryFn: getProfile,
          staleTime: 0,
        });
      } catch {
        // The save went through; a failed refetch must not report it as failed.
        return saved;
      }
    },
    onSuccess,
    onError,
  });
}
