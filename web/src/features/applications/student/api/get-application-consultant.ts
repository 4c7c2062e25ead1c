import { studentConsultantSchema, type StudentConsultant } from '@studypath/domain/team';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../../lib/api-client.ts';
import { useStudyPathPolling } from '../lib/refresh-intervals.ts';

/** Under the path's key: a live change to the path (a reassignment) refreshes it too. */
export const applicationConsultantQueryKey = (id: string) =>
  ['/api/applications', id, 'consultant'] as const;

const fetchJson = getQueryFn({ on401: 'throw' });

/**
 * GET /api/applications/{id}/consultant: who looks after the student's path and how soon they
 * typically answer; null while nobody holds it.
 */
export async function getApplicationConsultant(
  context: QueryFunctionContext,
): Promise<StudentConsultant> {
  return studentConsultantSchema.parse(await fetchJson(context));
}

export function useApplicationConsultant(id: string) {
  return useQuery({
    queryKey: applicationConsultantQueryKey(id),
    queryFn: getApplicationConsultant,
    ...useStudyPathPolling(),
  });
}
