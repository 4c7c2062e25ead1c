import { apiRequest } from '../../../../lib/api-client.ts';
import { useChange, type MutationCallbacks } from '../../../../lib/use-change.ts';
import { adminDocumentsKey } from './get-admin-documents.ts';

/** DELETE /api/admin/documents/{id}: the document and its stored file. */
export async function deleteDocument(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/admin/documents/${encodeURIComponent(id)}`);
}

export const useDeleteDocument = (callbacks: MutationCallbacks) =>
  useChange(deleteDocument, () => [adminDocumentsKey], callbacks);
