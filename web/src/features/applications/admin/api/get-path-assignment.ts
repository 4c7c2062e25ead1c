import { pathAssignmentSchema, type PathAssignment } from '@studypath/domain/team';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../../lib/api-client.ts';
import { useAdminPolling } from '../lib/admin-polling.ts';

/**
 * Under '/api/admin/applications' like the path itself, so the live changes that refresh the path
 * (a message answered, a document uploaded, a status set) refresh its wait too.
 */
export const pathAssignmentKey = (id: string) =>
  ['/api/admin/applications', encodeURIComponent(id), 'assignment'] as const;

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/admin/applications/{id}/assignment: who holds the path, and the student's wait. */
export async function getPathAssignment(context: QueryFunctionContext): Promise<PathAssignment> {
  return pathAssignmentSchema.parse(await fetchJson(context));
}

export function usePathAssignment(id: string) {
  return useQuery({
    queryKey: pathAssignmentKey(id),
    queryFn: getPathAssignment,
    ...useAdminPolling(),
  });
}
