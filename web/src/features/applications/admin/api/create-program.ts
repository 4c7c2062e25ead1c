import { programSchema, type CreateProgramRequest, type Program } from '@studypath/domain/programs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import type { MutationCallbacks } from '../lib/mutation-callbacks.ts';
import { programsKey } from './query-keys.ts';

/** POST /api/admin/programs: title and programLink required, the rest optional. */
export async function createProgram(request: CreateProgramRequest): Promise<Program> {
  const res = await apiRequest('POST', '/api/admin/programs', request);
  return programSchema.parse(await res.json());
}

export function useCreateProgram({ onSuccess, onError }: MutationCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProgram,
    onSuccess: async () => {
      onSuccess();
      await queryClient.invalidateQueries({ queryKey: programsKey });
    },
    onError,
  });
}
