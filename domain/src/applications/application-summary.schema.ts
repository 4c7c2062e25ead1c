// The study path fields the student dashboard and list read (part 1 §3: id, status,
// specificProgram, fieldOfStudy, createdAt, updatedAt), taken from the full entity. A reader for
// the web, not a response schema: it turns blank texts into null, and transforms cannot encode.
import { z } from 'zod';
import { applicationSchema } from './application.schema.ts';

const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() !== '' ? value : null));

export const applicationSummarySchema = applicationSchema
  .pick({ id: true, status: true, createdAt: true, updatedAt: true })
  .extend({ specificProgram: optionalText, fieldOfStudy: optionalText });
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;
