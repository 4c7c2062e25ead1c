// Naming a study path where the path itself is gone, and the one reason a student may not delete
// their own path (issue 23). A path has no title of its own: the screens call it by its specific
// program, else its field of study, else 'Study Path' (the Study Paths list's card).

export const STUDY_PATH_FALLBACK_TITLE = 'Study Path';

const given = (text: string | null | undefined): string | null =>
  text === null || text === undefined || text.trim() === '' ? null : text;

/** What a path is called on the screens; also what a deleted path's payment rows keep. */
export function studyPathTitle(path: {
  specificProgram?: string | null;
  fieldOfStudy?: string | null;
}): string {
  return given(path.specificProgram) ?? given(path.fieldOfStudy) ?? STUDY_PATH_FALLBACK_TITLE;
}

/**
 * The 409 (`path_holds_payment`) a student gets for deleting a path that holds a payment (one that
 * went through, or was refunded): the payment is a business and tax record, and the path with it.
 */
export const PATH_HOLDS_PAYMENT_MESSAGE =
  'This study path holds a payment, so it is kept for the records and cannot be deleted. To stop it, ask your educational consultant to withdraw it.';
