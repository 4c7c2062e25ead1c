import type {
  CreateCustomChecklistItemRequest,
  StudyPathChecklist,
} from '@studypath/domain/checklist';
import { apiRequest } from '../../../lib/api-client.ts';
import type { MutationCallbacks } from '../../../lib/use-change.ts';
import { checklistItemsUrl } from './query-keys.ts';
import { checklistOf, useChecklistWrite } from './write-checklist.ts';

/** POST /api/admin/applications/{id}/checklist/items: a consultant's own item (201). */
export async function addCustomItem(
  applicationId: string,
  request: CreateCustomChecklistItemRequest,
): Promise<StudyPathChecklist | null> {
  return checklistOf(await apiRequest('POST', checklistItemsUrl(applicationId), request));
}

export const useAddCustomItem = (
  applicationId: string,
  callbacks: MutationCallbacks<CreateCustomChecklistItemRequest>,
) =>
  useChecklistWrite(
    applicationId,
    'admin',
    (request: CreateCustomChecklistItemRequest) => addCustomItem(applicationId, request),
    callbacks,
  );
