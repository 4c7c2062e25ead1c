import {
  guardianApplicationListSchema,
  type GuardianApplication,
} from '@studypath/domain/guardians';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.ts';
import { guardianStudentKey } from './query-keys.ts';

const fetchJson = getQueryFn({ on401: 'throw' });

/**
 * GET /api/guardian/students/{studentId}/applications: the student's study paths as they read
 * them, with their updates (never the consultants' internal notes).
 */
export async function getGuardianApplications(
  context: QueryFunctionContext,
): Promise<GuardianApplication[]> {
  return guardianApplicationListSchema.parse(await fetchJson(context));
}

export function useGuardianApplications(studentId: string) {
  return useQuery({
    queryKey: guardianStudentKey(studentId, 'applications'),
    queryFn: getGuardianApplications,
  });
}
