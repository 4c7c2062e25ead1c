// The program image the form accepts before uploading (part 2 §5 'JPG, PNG, max 5MB'). The
// server decides by the file's content; checking here only spares a doomed upload.
import { PROGRAM_IMAGE_MAX_BYTES } from '@studypath/domain/programs';

export const PROGRAM_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

export type ProgramImageProblem = 'notAllowed' | 'tooLarge';

export function findProgramImageProblem(file: File): ProgramImageProblem | null {
  if (!(PROGRAM_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'notAllowed';
  if (file.size > PROGRAM_IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}
