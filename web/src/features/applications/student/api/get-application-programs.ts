import {
  attachedProgramListResponseSchema,
  type AttachedProgram,
} from '@studypath/domain/programs';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../../lib/api-client.ts';
import { useStudyPathPolling } from '../lib/refresh-intervals.ts';

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/applications/{id}/programs: the programs the consultant attached. */
export async function getApplicationPrograms(
  context: QueryFunctionContext,
): Promise<AttachedProgram[]> {
  return attachedProgramListResponseSchema.parse(await fetchJson(context));
}

export function useApplicationPrograms(id: string) {
  return useQuery({
    queryKey: ['/api/applications', id, 'programs'],
    queryFn: getApplicationPrograms,
    ...useStudyPathPolling(),
  });
}
