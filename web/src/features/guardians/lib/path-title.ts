import { fieldOfStudyLabel } from '../../../lib/quiz-choice-labels.ts';

/** A study path's name as the student's list shows it: the program, else the field of study. */
export function pathTitle(
  path: { specificProgram: string | null; fieldOfStudy: string | null },
  untitled: string,
): string {
  return (
    path.specificProgram ?? (path.fieldOfStudy ? fieldOfStudyLabel(path.fieldOfStudy) : untitled)
  );
}
