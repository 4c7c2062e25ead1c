import type { CurrentUser } from '@studypath/domain/auth';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.ts';

export const currentUserQueryKey = ['/api/auth/me'] as const;

const fetchSession = getQueryFn({ on401: 'returnNull' });

/** The signed-in user, or null when signed out (GET /api/auth/me answers 401). */
export async function getCurrentUser(context: QueryFunctionContext): Promise<CurrentUser | null> {
  const body = await fetchSession(context);
  if (body === null) return null;
  // Loaded only when someone is signed in: a signed-out visitor of the landing page never
  // downloads zod (decision 016).
  const { currentUserSchema } = await import('@studypath/domain/auth');
  return currentUserSchema.parse(body);
}

export function useCurrentUser() {
  return useQuery({ queryKey: currentUserQueryKey, queryFn: getCurrentUser });
}
