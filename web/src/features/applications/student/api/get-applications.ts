import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../../lib/api-client.ts';
import { readApplicationSummary, type ApplicationSummary } from '../lib/application-summary.ts';
import { isNotFoundError } from '../lib/is-not-found-error.ts';

export const applicationsQueryKey = ['/api/applications'] as const;

const fetchJson = getQueryFn({ on401: 'throw' });

/** The student's study paths; an endpoint that does not exist yet (404) means none. */
export async function getApplications(
  context: QueryFunctionContext,
): Promise<ApplicationSummary[]> {
  let body: unknown;
  try {
    body = await fetchJson(context);
  } catch (error) {
    if (isNotFoundError(error)) return [];
    throw error;
  }
  return readApplications(body);
}

/** The answer's body read as the app keeps it (also a page's inlined first data). */
export function readApplications(body: unknown): ApplicationSummary[] {
  if (!Array.isArray(body)) throw new Error('Invalid study path list');
  return body.map(readApplicationSummary);
}

/** `refetchInterval`: the Study Paths list refreshes like the paths themselves (part 2 §9). */
export function useApplications({ refetchInterval }: { refetchInterval?: number | false } = {}) {
  return useQuery({
    queryKey: applicationsQueryKey,
    queryFn: getApplications,
    refetchInterval: refetchInterval ?? false,
  });
}
