import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';
import { documentsQueryKey } from '../api/get-documents.ts';

/**
 * After an upload or a deletion: the student's list, and the documents of any study path read
 * before (GET /api/applications/{id}/documents), which would otherwise show the old list until
 * their next refresh.
 */
export const staleDocuments: InvalidateQueryFilters = {
  predicate: ({ queryKey }) =>
    queryKey[0] === documentsQueryKey[0] ||
    (queryKey[0] === '/api/applications' && queryKey[2] === 'documents'),
};

export function invalidateDocuments(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries(staleDocuments);
}
