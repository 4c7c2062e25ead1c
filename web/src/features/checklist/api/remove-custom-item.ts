import type { StudyPathChecklist } from '@studypath/domain/checklist';
import { apiRequest } from '../../../lib/api-client.ts';
import type { MutationCallbacks } from '../../../lib/use-change.ts';
import { checklistItemUrl } from './query-keys.ts';
import { checklistOf, useChecklistWrite } from './write-checklist.ts';

/**
 * DELETE /api/admin/applications/{id}/checklist/items/{itemId}: a custom item only (a rule's is
 * refused, checklist.not_custom_item); its documents stay in the student's documents.
 */
export async function removeCustomItem(
  applicationId: string,
  itemId: string,
): Promise<StudyPathChecklist | null> {
  return checklistOf(await apiRequest('DELETE', checklistItemUrl(applicationId, itemId)));
}

export const useRemoveCustomItem = (applicationId: string, callbacks: MutationCallbacks<string>) =>
  useChecklistWrite(
    applicationId,
    'admin',
    (itemId: string) => removeCustomItem(applicationId, itemId),
    callbacks,
  );
