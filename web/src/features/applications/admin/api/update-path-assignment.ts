import {
  pathAssignmentSchema,
  type PathAssignment,
  type UpdatePathAssignmentRequest,
} from '@studypath/domain/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import type { MutationCallbacks } from '../../../../lib/use-change.ts';
import { pathAssignmentKey } from './get-path-assignment.ts';
import { teamKey } from '../../../../lib/get-team.ts';
import { adminApplicationListsFilter, applicationUpdatesKey } from './query-keys.ts';

/** The dashboard's needs-attention list names each path's consultant and orders by due time. */
const adminStatsKey = ['/api/admin/stats'] as const;

/**
 * PUT /api/admin/applications/{id}/assignment: reassign (the server audits it and emails the
 * consultant who receives it), mark complex (the longer target), or both.
 */
export async function updatePathAssignment({
  id,
  change,
}: {
  id: string;
  change: UpdatePathAssignmentRequest;
}): Promise<PathAssignment> {
  const res = await apiRequest(
    'PUT',
    `/api/admin/applications/${encodeURIComponent(id)}/assignment`,
    change,
  );
  return pathAssignmentSchema.parse(await res.json());
}

/**
 * The answer replaces the cached assignment at once; what shows the path's consultant or counts
 * caseloads (the lists, the team, the dashboard) and the path's updates are read again.
 */
export function useUpdatePathAssignment(
  id: string,
  { onSuccess, onError }: MutationCallbacks<PathAssignment>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdatePathAssignmentRequest) => updatePathAssignment({ id, change }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(pathAssignmentKey(id), updated);
      onSuccess(updated);
      await Promise.all([
        queryClient.invalidateQueries(adminApplicationListsFilter),
        queryClient.invalidateQueries({ queryKey: applicationUpdatesKey(id) }),
        queryClient.invalidateQueries({ queryKey: teamKey }),
        queryClient.invalidateQueries({ queryKey: adminStatsKey }),
      ]);
    },
    onError,
  });
}
