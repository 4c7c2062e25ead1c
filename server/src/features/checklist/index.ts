// What the checklist feature offers the rest of the server: other features and app.ts import
// from here, never from the files behind it (the lint's feature boundary).

export { findPathsAwaitingDocumentReview } from './awaiting-review.queries.ts';
export { checklistFeature } from './checklist.feature.ts';
export { customItemExists } from './checklist-items.queries.ts';
export { listChecklistProgress } from './checklist-progress.service.ts';
