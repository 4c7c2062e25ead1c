import { programSchema, type Program, type UpdateProgramRequest } from '@studypath/domain/programs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import type { MutationCallbacks } from '../lib/mutation-callbacks.ts';
import { programsKey } from './query-keys.ts';

/** PATCH /api/admin/programs/{id}: 409 while the program is attached to any study path. */
export async function updateProgram({
  id,
  request,
}: {
  id: string;
  request: UpdateProgramRequest;
}): Promise<Program> {
  const res = await apiRequest('PATCH', `/api/admin/programs/${encodeURIComponent(id)}`, request);
  return programSchema.parse(await res.json());
}

export function useUpdateProgram({ onSuccess, onError }: MutationCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgram,
    onSuccess: async () => {
      onSuccess();
      await queryClient.invalidateQueries({ queryKey: programsKey });
    },
    onError,
  });
}
