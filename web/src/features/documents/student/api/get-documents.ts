import { documentListResponseSchema, type StudentDocument } from '@studypath/domain/documents';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../../lib/api-client.ts';

export const documentsQueryKey = ['/api/documents'] as const;

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/documents: the student's own documents (the dashboard counts them too). */
export async function getDocuments(context: QueryFunctionContext): Promise<StudentDocument[]> {
  return readDocuments(await fetchJson(context));
}

/** The answer's body checked with the domain schema (also a page's inlined first data). */
export function readDocuments(body: unknown): StudentDocument[] {
  return documentListResponseSchema.parse(body);
}

export function useDocuments() {
  return useQuery({ queryKey: documentsQueryKey, queryFn: getDocuments });
}
