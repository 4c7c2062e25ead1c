import {
  attachedProgramListResponseSchema,
  type AttachedProgram,
} from '@studypath/domain/programs';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../../lib/api-client.ts';
import { useAdminPolling } from '../lib/admin-polling.ts';
import { attachedProgramsKey } from './query-keys.ts';

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/applications/{id}/programs: the programs attached to a path, newest first. */
export async function getAttachedPrograms(
  context: QueryFunctionContext,
): Promise<AttachedProgram[]> {
  return attachedProgramListResponseSchema.parse(await fetchJson(context));
}

export function useAttachedPrograms(id: string) {
  return useQuery({
    queryKey: attachedProgramsKey(id),
    queryFn: getAttachedPrograms,
    ...useAdminPolling(),
  });
}
