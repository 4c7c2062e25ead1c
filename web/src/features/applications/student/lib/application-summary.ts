// The study path fields the student dashboard and the Study Paths list read, checked with the
// domain schema. paymentStatus is kept too, so that a find_program path waiting for its package
// is described as waiting on the student (domain describeApplicationStatus) wherever it shows.
import { applicationSummarySchema, paymentStatusSchema } from '@studypath/domain/applications';

const studyPathSummarySchema = applicationSummarySchema.extend({
  paymentStatus: paymentStatusSchema.optional(),
});

export type ApplicationSummary = ReturnType<typeof studyPathSummarySchema.parse>;

export function readApplicationSummary(value: unknown): ApplicationSummary {
  const parsed = studyPathSummarySchema.safeParse(value);
  if (!parsed.success) throw new Error('Invalid study path');
  return parsed.data;
}
