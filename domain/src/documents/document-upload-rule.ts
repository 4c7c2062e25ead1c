// Who may upload a document (part 2 §4): a student whose first study path is neither new nor
// in_review. "First" is the first path of GET /api/applications (newest first), the one the
// /documents notices speak about; the server enforces the same rule, with the same words.

export type DocumentUploadBlocker = 'no_study_path' | 'under_review';

export const documentUploadBlockerMessages: Record<DocumentUploadBlocker, string> = {
  no_study_path: 'Please submit a study path before uploading documents.',
  under_review:
    'Document uploads are restricted while your study path is new or in review. You can upload once your consultant has reviewed it.',
};

/** Statuses in which the first path does not accept uploads yet. */
const reviewStatuses: readonly string[] = ['new', 'in_review'];

/** Why the student may not upload now, or null when they may. `paths` newest first. */
export function findDocumentUploadBlocker(
  paths: readonly { status: string }[],
): DocumentUploadBlocker | null {
  const first = paths[0];
  if (first === undefined) return 'no_study_path';
  return reviewStatuses.includes(first.status) ? 'under_review' : null;
}
