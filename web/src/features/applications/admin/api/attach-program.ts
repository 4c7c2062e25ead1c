import {
  attachedProgramSchema,
  type AttachedProgram,
  type AttachProgramRequest,
} from '@studypath/domain/programs';
import { apiRequest } from '../../../../lib/api-client.ts';
import { useChange, type MutationCallbacks } from '../../../../lib/use-change.ts';
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

export const useAttachProgram = (applicationId: string, callbacks: MutationCallbacks) =>
  useChange(
    (request: AttachProgramRequest) => attachProgram({ applicationId, request }),
    () => [attachedProgramsKey(applicationId), applicationUpdatesKey(applicationId)],
    callbacks,
  );
