// The study path fields the student side reads (part 1 §3: id, status, specificProgram,
// fieldOfStudy, createdAt, updatedAt). The full entity comes with the study path issue; this
// summary is what the dashboard and the list need, and extra fields pass through unread.
import { z } from 'zod';

const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() !== '' ? value : null));

export const applicationSummarySchema = z.object({
  id: z.string(),
  status: z.string(),
  specificProgram: optionalText,
  fieldOfStudy: optionalText,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;
