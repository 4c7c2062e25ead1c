/** A study path's name as the student's list shows it: the program, else the field of study. */
export function pathTitle(
  path: { specificProgram: string | null; fieldOfStudy: string | null },
  untitled: string,
): string {
  return path.specificProgram ?? path.fieldOfStudy ?? untitled;
}
