import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../../lib/api-client.ts';
import { readApplicationSummary, type ApplicationSummary } from '../lib/application-summary.ts';
import { isNotFoundError } from '../lib/is-not-found-error.ts';

export const myApplicationQueryKey = ['/api/applications/my-application'] as const;

const fetchJson = getQueryFn({ on401: 'throw' });

/**
 * The student's active study path, or null. A 404 means none: either the student has no active
 * path or the endpoint does not exist yet.
 */
export async function getMyApplication(
  context: QueryFunctionContext,
): Promise<ApplicationSummary | null> {
  let body: unknown;
  try {
    body = await fetchJson(context);
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
  return readMyApplication(body);
}

/** The answer's body read as the app keeps it (also a page's inlined first data). */
export function readMyApplication(body: unknown): ApplicationSummary | null {
  return body === null ? null : readApplicationSummary(body);
}

export function useMyApplication() {
  return useQuery({ queryKey: myApplicationQueryKey, queryFn: getMyApplication });
}
