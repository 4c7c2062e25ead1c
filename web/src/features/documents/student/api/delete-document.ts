import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { invalidateDocuments } from '../lib/invalidate-documents.ts';

/** DELETE /api/documents/{id}: refused (403) for a document a consultant uploaded. */
export async function deleteDocument(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/documents/${encodeURIComponent(id)}`);
}

export function useDeleteDocument({
  onSuccess,
  onError,
}: {
  onSuccess: () => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: async () => {
      onSuccess();
      await invalidateDocuments(queryClient);
    },
    onError,
  });
}
