import { guardianStudentListSchema, type GuardianStudent } from '@studypath/domain/guardians';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.ts';
import { guardianStudentsKey } from './query-keys.ts';

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/guardian/students: the students the signed-in guardian follows. */
export async function getGuardianStudents(
  context: QueryFunctionContext,
): Promise<GuardianStudent[]> {
  return guardianStudentListSchema.parse(await fetchJson(context)).students;
}

export function useGuardianStudents() {
  return useQuery({ queryKey: guardianStudentsKey, queryFn: getGuardianStudents });
}
