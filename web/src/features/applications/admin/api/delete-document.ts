import { apiRequest } from '../../../../lib/api-client.ts';
import { useChange, type MutationCallbacks } from '../../../../lib/use-change.ts';
import { adminDocumentsKey, applicationDocumentsKey } from './query-keys.ts';

/** DELETE /api/admin/documents/{id}: the document and its stored file. */
export async function deleteDocument(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/admin/documents/${encodeURIComponent(id)}`);
}

export const useDeleteDocument = (applicationId: string, callbacks: MutationCallbacks) =>
  useChange(
    deleteDocument,
    () => [applicationDocumentsKey(applicationId), adminDocumentsKey],
    callbacks,
  );
