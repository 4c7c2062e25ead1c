import { profileResponseSchema, type ProfileResponse } from '@studypath/domain/profile';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.ts';

export const ownProfileQueryKey = ['/api/user/profile'] as const;

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/user/profile: for an administrator, the display name is what this screen reads. */
export async function getOwnProfile(context: QueryFunctionContext): Promise<ProfileResponse> {
  return profileResponseSchema.parse(await fetchJson(context));
}

export function useOwnProfile() {
  return useQuery({ queryKey: ownProfileQueryKey, queryFn: getOwnProfile });
}
