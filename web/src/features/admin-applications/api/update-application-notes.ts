import {
  adminApplicationSchema,
  type AdminApplication,
  type UpdateApplicationNotesRequest,
} from '@studypath/domain/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { MutationCallbacks } from '../lib/mutation-callbacks.ts';
import {
  adminApplicationKey,
  adminApplicationListsFilter,
  applicationUpdatesKey,
} from './query-keys.ts';

/** PATCH /api/admin/applications/{id}/notes: an empty note clears it. */
export async function updateApplicationNotes({
  id,
  notes,
}: {
  id: string;
  notes: UpdateApplicationNotesRequest;
}): Promise<AdminApplication> {
  const res = await apiRequest(
    'PATCH',
    `/api/admin/applications/${encodeURIComponent(id)}/notes`,
    notes,
  );
  return adminApplicationSchema.parse(await res.json());
}

export function useUpdateApplicationNotes(id: string, { onSuccess, onError }: MutationCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notes: UpdateApplicationNotesRequest) => updateApplicationNotes({ id, notes }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(adminApplicationKey(id), updated);
      onSuccess();
      // Changed admin notes reach the student as an update (decision 018).
      await Promise.all([
        queryClient.invalidateQueries(adminApplicationListsFilter),
        queryClient.invalidateQueries({ queryKey: applicationUpdatesKey(id) }),
      ]);
    },
    onError,
  });
}
