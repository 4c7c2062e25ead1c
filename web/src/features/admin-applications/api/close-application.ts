import { adminApplicationSchema, type AdminApplication } from '@studypath/domain/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { MutationCallbacks } from '../lib/mutation-callbacks.ts';
import {
  adminApplicationKey,
  adminApplicationListsFilter,
  applicationUpdatesKey,
} from './query-keys.ts';

/** PATCH /api/admin/applications/{id}/close: status closed, the student reads the reason. */
export async function closeApplication({
  id,
  reason,
}: {
  id: string;
  reason: string;
}): Promise<AdminApplication> {
  const res = await apiRequest('PATCH', `/api/admin/applications/${encodeURIComponent(id)}/close`, {
    reason,
  });
  return adminApplicationSchema.parse(await res.json());
}

export function useCloseApplication(id: string, { onSuccess, onError }: MutationCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => closeApplication({ id, reason }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(adminApplicationKey(id), updated);
      onSuccess();
      await Promise.all([
        queryClient.invalidateQueries(adminApplicationListsFilter),
        queryClient.invalidateQueries({ queryKey: applicationUpdatesKey(id) }),
      ]);
    },
    onError,
  });
}
