// An item's state from what happened to it (issue 28, item 2): the documents uploaded for it and
// the consultant's latest decision. Pure, so the server's checklist, the consultants' completion
// column and the tests all read states the same way.
import type { ChecklistItemState, ReviewDecision } from './checklist-response.schema.ts';

export interface ItemHistory {
  /** When each document uploaded for the item was registered. */
  uploadedAt: readonly Date[];
  review: { decision: ReviewDecision; decidedAt: Date } | null;
}

/**
 * Not needed and accepted stand until the consultant reopens the item (an accepted item is never
 * lost, not even to a later upload). Needs changes stands until a document newer than the decision
 * arrives: then it is the consultant's to review again.
 */
export function checklistItemState(history: ItemHistory): ChecklistItemState {
  const { review, uploadedAt } = history;
  if (review?.decision === 'not_needed') return 'not_needed';
  if (review?.decision === 'accepted') return 'accepted';
  if (review?.decision === 'needs_changes') {
    const decidedAt = review.decidedAt.getTime();
    return uploadedAt.some((at) => at.getTime() > decidedAt) ? 'uploaded' : 'needs_changes';
  }
  return uploadedAt.length > 0 ? 'uploaded' : 'to_do';
}

/**
 * Whose move the checklist says it is (issue 28, item 4): documents uploaded and not reviewed are
 * the consultant's; items to do or needing changes are the student's; nobody's when all is done.
 * The consultant's move comes first: the student's next upload may depend on the review.
 */
export function checklistWaitingOn(
  states: readonly ChecklistItemState[],
): 'student' | 'consultant' | null {
  if (states.includes('uploaded')) return 'consultant';
  if (states.some((state) => state === 'to_do' || state === 'needs_changes')) return 'student';
  return null;
}

/** What a rules change did to a path's items: the ids added and the ids no longer derived. */
export function diffChecklistItems(
  before: readonly string[],
  after: readonly string[],
): { added: string[]; removed: string[] } {
  return {
    added: after.filter((id) => !before.includes(id)),
    removed: before.filter((id) => !after.includes(id)),
  };
}
