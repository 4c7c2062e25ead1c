import { apiRequest } from '../../../../lib/api-client.ts';
import { useChange, type MutationCallbacks } from '../../../../lib/use-change.ts';
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

export const useRemoveProgram = (applicationId: string, callbacks: MutationCallbacks) =>
  useChange(
    (programId: string) => removeProgram({ applicationId, programId }),
    () => [attachedProgramsKey(applicationId), applicationUpdatesKey(applicationId)],
    callbacks,
  );
