// The study path fields the student dashboard reads, checked with the domain schema.
import { applicationSummarySchema, type ApplicationSummary } from '@studypath/domain/applications';

export type { ApplicationSummary };

export function readApplicationSummary(value: unknown): ApplicationSummary {
  const parsed = applicationSummarySchema.safeParse(value);
  if (!parsed.success) throw new Error('Invalid study path');
  return parsed.data;
}
