import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminDocumentsKey } from './get-admin-documents.ts';

/** DELETE /api/admin/documents/{id}: the document and its stored file. */
export async function deleteDocument(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/admin/documents/${encodeURIComponent(id)}`);
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
      await queryClient.invalidateQueries({ queryKey: adminDocumentsKey });
    },
    onError,
  });
}
