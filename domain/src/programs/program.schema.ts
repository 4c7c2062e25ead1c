// A program a consultant suggests (part 2 §3), as the API answers it: the admin's catalogue
// (GET /api/admin/programs) and the programs attached to a study path. No transforms: the server
// encodes its answers through these schemas.
import { z } from 'zod';

const storedText = z.string().nullable();

export const programSchema = z.object({
  id: z.string(),
  title: z.string(),
  programLink: z.string(),
  institution: storedText,
  location: storedText,
  duration: storedText,
  tuition: storedText,
  intakeDate: storedText,
  description: storedText,
  requirements: storedText,
  imageUrl: storedText,
});
export type Program = z.infer<typeof programSchema>;

/**
 * A program in the admin's catalogue: isAttached says it is on some study path, so it can be
 * neither edited nor deleted (part 2 §4) and the list shows 'Attached'.
 */
export const catalogueProgramSchema = programSchema.extend({ isAttached: z.boolean() });
export type CatalogueProgram = z.infer<typeof catalogueProgramSchema>;

export const programListResponseSchema = z.array(catalogueProgramSchema);

/** A program on a study path: GET /api/applications/{id}/programs and the admin's card. */
export const attachedProgramSchema = z.object({
  /** The link's own id, not the program's. */
  id: z.string(),
  program: programSchema,
  attachedAt: z.string(),
  /** The consultant's note on why this program, shown to the student. */
  notes: storedText,
});
export type AttachedProgram = z.infer<typeof attachedProgramSchema>;

export const attachedProgramListResponseSchema = z.array(attachedProgramSchema);

/** POST /api/admin/programs/upload-image answers the address of the stored image. */
export const programImageUploadResponseSchema = z.object({ imageUrl: z.string() });
