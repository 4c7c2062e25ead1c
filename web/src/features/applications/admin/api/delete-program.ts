import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import type { MutationCallbacks } from '../lib/mutation-callbacks.ts';
import { programsKey } from './query-keys.ts';

/** DELETE /api/admin/programs/{id}: 409 while the program is attached to any study path. */
export async function deleteProgram(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/admin/programs/${encodeURIComponent(id)}`);
}

export function useDeleteProgram({ onSuccess, onError }: MutationCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProgram,
    onSuccess: async () => {
      onSuccess();
      await queryClient.invalidateQueries({ queryKey: programsKey });
    },
    onError,
  });
}
