import { guardianStudentSchema, type GuardianStudent } from '@studypath/domain/guardians';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { guardianStudentsKey } from './query-keys.ts';

/**
 * POST /api/guardian/links (guardian) {token}: links the student of a consented link to the
 * signed-in guardian; 201 with the student. Refused with the link codes.
 */
export async function linkGuardianStudent(token: string): Promise<GuardianStudent> {
  const res = await apiRequest('POST', '/api/guardian/links', { token });
  return guardianStudentSchema.parse(await res.json());
}

export function useLinkGuardianStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkGuardianStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guardianStudentsKey }),
  });
}
