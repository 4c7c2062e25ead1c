import {
  studentApplicationUpdateListSchema,
  type StudentApplicationUpdate,
} from '@studypath/domain/applications';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../../lib/api-client.ts';
import { useStudyPathPolling } from '../lib/refresh-intervals.ts';

export const applicationUpdatesQueryKey = (id: string) => ['/api/applications', id, 'updates'];

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/applications/{id}/updates, newest first: consultants by name only (issue 23). */
export async function getApplicationUpdates(
  context: QueryFunctionContext,
): Promise<StudentApplicationUpdate[]> {
  return studentApplicationUpdateListSchema.parse(await fetchJson(context));
}

export function useApplicationUpdates(id: string) {
  return useQuery({
    queryKey: applicationUpdatesQueryKey(id),
    queryFn: getApplicationUpdates,
    ...useStudyPathPolling(),
  });
}
