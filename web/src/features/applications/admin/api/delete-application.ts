import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import type { MutationCallbacks } from '../../../../lib/use-change.ts';
import {
  adminApplicationKey,
  adminApplicationListsFilter,
  applicationUpdatesKey,
  attachedProgramsKey,
} from './query-keys.ts';

/** DELETE /api/admin/applications/{id}: the path with its updates and program links. */
export async function deleteApplication(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/admin/applications/${encodeURIComponent(id)}`);
}

/** `onSuccess` leaves the page; the deleted path's queries are dropped, never refetched. */
export function useDeleteApplication(id: string, { onSuccess, onError }: MutationCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteApplication(id),
    onSuccess: async () => {
      onSuccess();
      for (const queryKey of [
        adminApplicationKey(id),
        applicationUpdatesKey(id),
        attachedProgramsKey(id),
      ]) {
        queryClient.removeQueries({ queryKey, exact: true });
      }
      await queryClient.invalidateQueries(adminApplicationListsFilter);
    },
    onError,
  });
}
