import { adminDocumentArrayResponseSchema, type AdminDocument } from '@studypath/domain/documents';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../../lib/api-client.ts';
import { useAdminPolling } from '../lib/admin-polling.ts';
import { applicationDocumentsKey } from './query-keys.ts';

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/admin/applications/{id}/documents: the path's documents, newest first. */
export async function getApplicationDocuments(
  context: QueryFunctionContext,
): Promise<AdminDocument[]> {
  return adminDocumentArrayResponseSchema.parse(await fetchJson(context));
}

export function useApplicationDocuments(id: string) {
  return useQuery({
    queryKey: applicationDocumentsKey(id),
    queryFn: getApplicationDocuments,
    ...useAdminPolling(),
  });
}
