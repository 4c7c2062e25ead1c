// A study path as the API answers it (part 2 §3, §7). Response schemas: no transforms, because
// the server serialises answers by encoding through them, which a transform cannot do; every
// field a student sees is listed, so anything else (internal notes) is dropped on the way out.
import { z } from 'zod';
import { paymentStatusSchema, packageTierSchema } from './application-payment.ts';
import { storedApplicationStatusSchema } from './application-status.ts';
import { assignedConsultantShape } from '../team/team.schema.ts';

const storedText = z.string().nullable();
/** ISO 8601 date-time text, e.g. '2026-11-23T10:00:00.000Z'. */
const timestamp = z.string();

/** The student's view: GET /api/applications, /{id}, /my-application; POST answer. */
export const applicationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  status: storedApplicationStatusSchema,
  /** The student side names it (part 1 §3); the quiz never sets it. */
  specificProgram: storedText,
  fieldOfStudy: storedText,
  programPreferences: storedText,
  intendedInstitutions: storedText,
  /** JSON text: see additional-info.ts and readAdditionalInfo. */
  additionalInfo: storedText,
  /** Written by the consultant, shown to the student. */
  adminNotes: storedText,
  closedReason: storedText,
  closedAt: timestamp.nullable(),
  paymentStatus: paymentStatusSchema,
  packageTier: packageTierSchema.nullable(),
  /** In cents (part 2 §9). */
  packagePrice: z.int().nonnegative().nullable(),
  paidAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationListResponseSchema = z.array(applicationSchema);
/** GET /api/applications/my-application: the active path, or null when none is active. */
export const myApplicationResponseSchema = applicationSchema.nullable();

/** The admin's view: GET /api/admin/applications/{id}, with the student's profile fields. */
export const adminApplicationSchema = applicationSchema.extend({
  /** Admin only: never in the student's view. */
  internalNotes: storedText,
  email: z.string(),
  legalFirstName: storedText,
  legalLastName: storedText,
  phone: storedText,
  dateOfBirth: storedText,
  citizenship: storedText,
  country: storedText,
  pathway: storedText,
  highestEducation: storedText,
  currentGrade: storedText,
  overallAverage: storedText,
  englishTest: storedText,
  englishTestScore: storedText,
  standardizedTest: storedText,
  standardizedTestScore: storedText,
  guardianName: storedText,
  guardianEmail: storedText,
  guardianPhone: storedText,
  /**
   * Under 18 by the profile's rule (365.25-day years) on the server's clock: the consultant's page
   * marks the student, whose guardian must consent (issue 26).
   */
  isMinor: z.boolean(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

/** One row of the admin's Study Paths table (part 2 §2 "/admin/applications"). */
export const adminApplicationListItemSchema = adminApplicationSchema
  .pick({
    id: true,
    userId: true,
    status: true,
    fieldOfStudy: true,
    programPreferences: true,
    intendedInstitutions: true,
    paymentStatus: true,
    createdAt: true,
    updatedAt: true,
    email: true,
    legalFirstName: true,
    legalLastName: true,
  })
  .extend(assignedConsultantShape);
export type AdminApplicationListItem = z.infer<typeof adminApplicationListItemSchema>;

/** A page of a list: the items of page `page` (from 1) and how many match in all. */
export function pagedListSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.int().nonnegative(),
    page: z.int().positive(),
    pageSize: z.int().positive(),
  });
}

export const adminApplicationListResponseSchema = pagedListSchema(adminApplicationListItemSchema);
export type AdminApplicationListResponse = z.infer<typeof adminApplicationListResponseSchema>;
