import { applicationSchema, type Application } from '@studypath/domain/applications';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../../lib/api-client.ts';
import { useStudyPathPolling } from '../lib/refresh-intervals.ts';

export const applicationQueryKey = (id: string) => ['/api/applications', id] as const;

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/applications/{id}: one of the student's study paths; 404 for anyone else's. */
export async function getApplication(context: QueryFunctionContext): Promise<Application> {
  return applicationSchema.parse(await fetchJson(context));
}

export function useApplication(id: string) {
  return useQuery({
    queryKey: applicationQueryKey(id),
    queryFn: getApplication,
    ...useStudyPathPolling(),
  });
}
