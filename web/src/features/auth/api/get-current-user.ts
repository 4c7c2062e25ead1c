import type { CurrentUser } from '@studypath/domain/auth';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.ts';

export const currentUserQueryKey = ['/api/auth/me'] as const;

// 'throw' rather than 'returnNull': the error reads the 401's body, which 'returnNull' leaves
// unread, and Chromium keeps a request whose body nobody read open (a connection held, and
// Lighthouse waiting 45 s for the signed-out pages to settle; decision 026).
const fetchSession = getQueryFn({ on401: 'throw' });

/** The api client's error message for a 401 answer (`401: {...}`). */
const isUnauthorized = (error: unknown) => error instanceof Error && /^401:/.test(error.message);

/** The signed-in user, or null when signed out (GET /api/auth/me answers 401). */
export async function getCurrentUser(context: QueryFunctionContext): Promise<CurrentUser | null> {
  let body: unknown;
  try {
    body = await fetchSession(context);
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
  if (body === null) return null;
  // Loaded only when someone is signed in: a signed-out visitor of the landing page never
  // downloads zod (decision 016).
  const { currentUserSchema } = await import('@studypath/domain/auth');
  return currentUserSchema.parse(body);
}

export function useCurrentUser() {
  return useQuery({ queryKey: currentUserQueryKey, queryFn: getCurrentUser });
}
