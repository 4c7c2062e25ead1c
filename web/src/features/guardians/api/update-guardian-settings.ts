import { guardianStudentSchema, type GuardianStudent } from '@studypath/domain/guardians';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { guardianStudentsKey } from './query-keys.ts';

/** PUT /api/guardian/students/{studentId}/settings {statusEmails}: answers the student. */
export async function updateGuardianSettings({
  studentId,
  statusEmails,
}: {
  studentId: string;
  statusEmails: boolean;
}): Promise<GuardianStudent> {
  const url = `/api/guardian/students/${encodeURIComponent(studentId)}/settings`;
  const res = await apiRequest('PUT', url, { statusEmails });
  return guardianStudentSchema.parse(await res.json());
}

export function useUpdateGuardianSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGuardianSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: guardianStudentsKey, exact: true }),
  });
}
