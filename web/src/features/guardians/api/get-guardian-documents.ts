import { documentListResponseSchema, type StudentDocument } from '@studypath/domain/documents';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.ts';
import { guardianStudentKey } from './query-keys.ts';

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/guardian/students/{studentId}/documents: the student's documents. */
export async function getGuardianDocuments(
  context: QueryFunctionContext,
): Promise<StudentDocument[]> {
  return documentListResponseSchema.parse(await fetchJson(context));
}

export function useGuardianDocuments(studentId: string) {
  return useQuery({
    queryKey: guardianStudentKey(studentId, 'documents'),
    queryFn: getGuardianDocuments,
  });
}
