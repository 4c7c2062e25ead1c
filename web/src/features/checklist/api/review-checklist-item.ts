import type { ReviewChecklistItemRequest, StudyPathChecklist } from '@studypath/domain/checklist';
import { apiRequest } from '../../../lib/api-client.ts';
import type { MutationCallbacks } from '../../../lib/use-change.ts';
import { checklistItemUrl } from './query-keys.ts';
import { checklistOf, useChecklistWrite } from './write-checklist.ts';

export interface ItemReview extends ReviewChecklistItemRequest {
  itemId: string;
}

/**
 * PUT /api/admin/applications/{id}/checklist/items/{itemId}/review: accept, ask for changes, waive
 * (both with a reason) or reopen. Accepting or asking for changes needs an uploaded document
 * (409 checklist.nothing_to_review).
 */
export async function reviewChecklistItem(
  applicationId: string,
  { itemId, ...request }: ItemReview,
): Promise<StudyPathChecklist | null> {
  const url = `${checklistItemUrl(applicationId, itemId)}/review`;
  return checklistOf(await apiRequest('PUT', url, request));
}

export const useReviewChecklistItem = (
  applicationId: string,
  callbacks: MutationCallbacks<ItemReview>,
) =>
  useChecklistWrite(
    applicationId,
    'admin',
    (review: ItemReview) => reviewChecklistItem(applicationId, review),
    callbacks,
  );
