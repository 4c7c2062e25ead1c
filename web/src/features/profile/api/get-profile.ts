import { profileResponseSchema, type ProfileResponse } from '@studypath/domain/profile';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.ts';

export const profileQueryKey = ['/api/user/profile'] as const;

const fetchJson = getQueryFn({ on401: 'throw' });

/** The signed-in student's profile: every field (null when not provided) and its completion. */
export async function getProfile(context: QueryFunctionContext): Promise<ProfileResponse> {
  return readProfile(await fetchJson(context));
}

/** The answer's body checked with the domain schema (also a page's inlined first data). */
export function readProfile(body: unknown): ProfileResponse {
  return profileResponseSchema.parse(body);
}

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: getProfile });
}
