import { documentListResponseSchema, type StudentDocument } from '@studypath/domain/documents';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.ts';

export const documentsQueryKey = ['/api/documents'] as const;

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/documents: the student's own documents (the dashboard counts them too). */
export async function getDocuments(context: QueryFunctionContext): Promise<StudentDocument[]> {
  return documentListResponseSchema.parse(await fetchJson(context));
}

export function useDocuments() {
  return useQuery({ queryKey: documentsQueryKey, queryFn: getDocuments });
}
