import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import type { MutationCallbacks } from '../lib/mutation-callbacks.ts';
import { applicationUpdatesKey, attachedProgramsKey } from './query-keys.ts';

/** DELETE /api/admin/applications/{id}/programs/{programId}: the program stays in the catalogue. */
export async function removeProgram({
  applicationId,
  programId,
}: {
  applicationId: string;
  programId: string;
}): Promise<void> {
  await apiRequest(
    'DELETE',
    `/api/admin/applications/${encodeURIComponent(applicationId)}/programs/${encodeURIComponent(programId)}`,
  );
}

export function useRemoveProgram(applicationId: string, { onSuccess, onError }: MutationCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (programId: string) => removeProgram({ applicationId, programId }),
    onSuccess: async () => {
      onSuccess();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: attachedProgramsKey(applicationId) }),
        queryClient.invalidateQueries({ queryKey: applicationUpdatesKey(applicationId) }),
      ]);
    },
    onError,
  });
}
