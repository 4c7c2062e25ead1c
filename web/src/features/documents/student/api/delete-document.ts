import { apiRequest } from '../../../../lib/api-client.ts';
import { useChange, type MutationCallbacks } from '../../../../lib/use-change.ts';
import { staleDocuments } from '../lib/invalidate-documents.ts';

/** DELETE /api/documents/{id}: refused (403) for a document a consultant uploaded. */
export async function deleteDocument(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/documents/${encodeURIComponent(id)}`);
}

export const useDeleteDocument = (callbacks: MutationCallbacks) =>
  useChange(deleteDocument, () => [staleDocuments], callbacks);
