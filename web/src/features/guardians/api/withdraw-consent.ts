import { guardianStudentSchema, type GuardianStudent } from '@studypath/domain/guardians';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { guardianStudentsKey } from './query-keys.ts';

/**
 * POST /api/guardian/students/{studentId}/withdrawal: the guardian withdraws consent; the gate
 * closes again and the student's consultants are told. 201 with the student as they are now.
 */
export async function withdrawConsent(studentId: string): Promise<GuardianStudent> {
  const url = `/api/guardian/students/${encodeURIComponent(studentId)}/withdrawal`;
  const res = await apiRequest('POST', url);
  return guardianStudentSchema.parse(await res.json());
}

export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawConsent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: guardianStudentsKey, exact: true }),
  });
}
