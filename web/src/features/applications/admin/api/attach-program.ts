import {
  attachedProgramSchema,
  type AttachedProgram,
  type AttachProgramRequest,
} from '@studypath/domain/programs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import type { MutationCallbacks } from '../lib/mutation-callbacks.ts';
import { applicationUpdatesKey, attachedProgramsKey } from './query-keys.ts';

/** POST /api/admin/applications/{id}/programs: 409 when the program is attached already. */
export async function attachProgram({
  applicationId,
  request,
}: {
  applicationId: string;
  request: AttachProgramRequest;
}): Promise<AttachedProgram> {
  const res = await apiRequest(
    'POST',
    `/api/admin/applications/${encodeURIComponent(applicationId)}/programs`,
    request,
  );
  return attachedProgramSchema.parse(await res.json());
}

export function useAttachProgram(applicationId: string, { onSuccess, onError }: MutationCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AttachProgramRequest) => attachProgram({ applicationId, request }),
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
