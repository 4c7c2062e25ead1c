import { currentUserSchema, type CurrentUser } from '@studypath/domain/auth';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.ts';

export const currentUserQueryKey = ['/api/auth/me'] as const;

const fetchSession = getQueryFn({ on401: 'returnNull' });

/** The signed-in user, or null when signed out (GET /api/auth/me answers 401). */
export async function getCurrentUser(context: QueryFunctionContext): Promise<CurrentUser | null> {
  const body = await fetchSession(context);
  return body === null ? null : currentUserSchema.parse(body);
}

export function useCurrentUser() {
  return useQuery({ queryKey: currentUserQueryKey, queryFn: getCurrentUser });
}
