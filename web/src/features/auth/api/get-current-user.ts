import type { CurrentUser } from '@studypath/domain/auth';
import { useQuery, type QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.ts';
import type * as sessionSchemas from './current-user-schema.ts';
import { isApiError } from '../../../lib/api-error.ts';

export const currentUserQueryKey = ['/api/auth/me'] as const;

// 'throw' rather than 'returnNull': the error reads the 401's body, which 'returnNull' leaves
// unread, and Chromium keeps a request whose body nobody read open (a connection held, and
// Lighthouse waiting 45 s for the signed-out pages to settle; decision 026).
const fetchSession = getQueryFn({ on401: 'throw' });

/** The api client's error for a 401 answer. */
const isUnauthorized = (error: unknown) => isApiError(error) && error.status === 401;

/** The signed-in user, or null when signed out (GET /api/auth/me answers 401). */
export async function getCurrentUser(context: QueryFunctionContext): Promise<CurrentUser | null> {
  let body: unknown;
  try {
    body = await fetchSession(context);
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
  return readCurrentUser(body);
}

/** The session answer's body read as the app keeps it (also a page's inlined first data). */
export async function readCurrentUser(body: unknown): Promise<CurrentUser | null> {
  if (body === null) return null;
  const { currentUserSchema } = await loadSchemas();
  return currentUserSchema.parse(body);
}

let schemas: Promise<typeof sessionSchemas> | undefined;

/** Loaded only when someone is signed in: a signed-out visitor never downloads zod for it. */
function loadSchemas() {
  schemas ??= import('./current-user-schema.ts').catch((error: unknown) => {
    schemas = undefined; // a failed chunk load is tried again next time
    throw error;
  });
  return schemas;
}

/**
 * Starts the session check with the app instead of with the first screen that reads it, beside
 * the route's own chunks: for the pages that render from scratch (everything but the prerendered
 * landing page, whose hydration must find the session still pending; decision 026). Behind a
 * session guard, app.html has requested the schema already (scripts/ssr/route-preload.ts); a
 * signed-out visitor never needs it.
 */
export function prefetchCurrentUser(queryClient: QueryClient): void {
  void queryClient.prefetchQuery({ queryKey: currentUserQueryKey, queryFn: getCurrentUser });
}

export function useCurrentUser() {
  return useQuery({ queryKey: currentUserQueryKey, queryFn: getCurrentUser });
}
