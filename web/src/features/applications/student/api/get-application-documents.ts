import { documentListResponseSchema, type StudentDocument } from '@studypath/domain/documents';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../../lib/api-client.ts';
import { useStudyPathPolling } from '../lib/refresh-intervals.ts';

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/applications/{id}/documents: the documents of the path (may be none). */
export async function getApplicationDocuments(
  context: QueryFunctionContext,
): Promise<StudentDocument[]> {
  return documentListResponseSchema.parse(await fetchJson(context));
}

export function useApplicationDocuments(id: string) {
  return useQuery({
    queryKey: ['/api/applications', id, 'documents'],
    queryFn: getApplicationDocuments,
    ...useStudyPathPolling(),
  });
}
