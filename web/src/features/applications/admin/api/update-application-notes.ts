import {
  adminApplicationSchema,
  type AdminApplication,
  type UpdateApplicationNotesRequest,
} from '@studypath/domain/applications';
import { apiRequest } from '../../../../lib/api-client.ts';
import type { MutationCallbacks } from '../../../../lib/use-change.ts';
import { useApplicationChange } from './use-application-change.ts';

/** PATCH /api/admin/applications/{id}/notes: an empty note clears it. */
export async function updateApplicationNotes({
  id,
  notes,
}: {
  id: string;
  notes: UpdateApplicationNotesRequest;
}): Promise<AdminApplication> {
  const res = await apiRequest(
    'PATCH',
    `/api/admin/applications/${encodeURIComponent(id)}/notes`,
    notes,
  );
  return adminApplicationSchema.parse(await res.json());
}

export function useUpdateApplicationNotes(id: string, callbacks: MutationCallbacks) {
  return useApplicationChange(
    id,
    (notes: UpdateApplicationNotesRequest) => updateApplicationNotes({ id, notes }),
    callbacks,
  );
}
