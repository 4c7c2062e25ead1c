import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import type { MutationCallbacks } from '../lib/mutation-callbacks.ts';
import { adminDocumentsKey, applicationDocumentsKey } from './query-keys.ts';

/** DELETE /api/admin/documents/{id}: the document and its stored file. */
export async function deleteDocument(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/admin/documents/${encodeURIComponent(id)}`);
}

export function useDeleteDocument(
  applicationId: string,
  { onSuccess, onError }: MutationCallbacks,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: async () => {
      onSuccess();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationDocumentsKey(applicationId) }),
        queryClient.invalidateQueries({ queryKey: adminDocumentsKey }),
      ]);
    },
    onError,
  });
}
