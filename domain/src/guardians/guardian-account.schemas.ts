// A guardian's account and what it follows (issue 26, items 4–6; decision 036). Endpoints:
// - POST /api/guardian/account            (public) {token, password, confirmPassword}: after a
//   consent, creates the guardian account for the invited email (verified by the link itself),
//   links the student and signs in → 201 {user};
// - POST /api/guardian/links              (guardian) {token}: links the student of a consented
//   link to the signed-in guardian (a sibling) → 201 GuardianStudent;
// - GET  /api/guardian/students           (guardian) → {students: GuardianStudent[]};
// - PUT  /api/guardian/students/:studentId/settings   (guardian) {statusEmails} → GuardianStudent;
// - POST /api/guardian/students/:studentId/withdrawal (guardian) → 201 GuardianStudent;
// - GET  /api/guardian/students/:studentId/applications (guardian) → GuardianApplication[];
// - GET  /api/guardian/students/:studentId/documents    (guardian) → StudentDocument[];
// - GET  /api/guardian/documents/:id/download           (guardian) → the file;
// - GET  /api/guardian/students/:studentId/payments     (guardian) → GuardianPayment[];
// - POST /api/guardian/students/:studentId/create-payment-intent (guardian) → as the student's;
// - POST /api/guardian/payments/simulated/confirm        (guardian) → as the student's;
// - GET  /api/guardian-access              (student) → GuardianAccess;
// - DELETE /api/guardian-access/:linkId    (student, 18 or older) → 204.
import { z } from 'zod';
import { applicationSchema } from '../applications/application.schema.ts';
import { studentApplicationUpdateSchema } from '../applications/application-update.schema.ts';
import {
  confirmPasswordSchema,
  newPasswordSchema,
  passwordsMatch,
  passwordsMismatch,
} from '../auth/account.schemas.ts';
import { packageTierSchema } from '../applications/application-payment.ts';
import { paymentKinds, paymentRecordStatuses } from '../payments/payment.schema.ts';
import { textSchema } from '../input/text.schema.ts';
import { guardianRelations } from '../profile/profile.options.ts';
import { languageSchema } from '../i18n/language.schema.ts';

const isoDateTime = z.string();
// As the consent page's token: text without control characters, like every field the API takes.
const linkToken = textSchema().min(1, 'The link is incomplete').max(200, 'The link is not valid');

export const guardianAccountRequestSchema = z
  .object({
    token: linkToken,
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
    /** The consent page's language; absent, the server takes the request's (issue 27). */
    language: languageSchema.optional(),
  })
  .refine(passwordsMatch, passwordsMismatch);
export type GuardianAccountRequest = z.infer<typeof guardianAccountRequestSchema>;

export const guardianLinkRequestSchema = z.strictObject({ token: linkToken });
export type GuardianLinkRequest = z.infer<typeof guardianLinkRequestSchema>;

/** A student a guardian follows. */
export const guardianStudentSchema = z.object({
  studentId: z.string(),
  /** Legal names, else the student's account email. */
  studentName: z.string(),
  /** The gate's state today: given, missing (refused, withdrawn), or not_needed (18 or older). */
  consentState: z.enum(['not_needed', 'given', 'missing']),
  /** Whether this guardian receives the status-change emails of the student's study paths. */
  statusEmails: z.boolean(),
  linkedAt: isoDateTime,
});
export type GuardianStudent = z.infer<typeof guardianStudentSchema>;
export const guardianStudentListSchema = z.object({ students: z.array(guardianStudentSchema) });

/**
 * The guardian's settings for one student. A field left out stays as it is: the body is then
 * valid, so whether the guardian follows the student (404 otherwise) is decided before the body.
 */
export const guardianSettingsRequestSchema = z.strictObject({
  statusEmails: z.boolean({ error: 'Choose whether to receive status emails' }).optional(),
});

/** A study path as a guardian reads it: the student's own view and its updates (no notes). */
export const guardianApplicationSchema = applicationSchema.extend({
  updates: z.array(studentApplicationUpdateSchema),
});
export type GuardianApplication = z.infer<typeof guardianApplicationSchema>;
export const guardianApplicationListSchema = z.array(guardianApplicationSchema);

/** A payment or refund of the student's paths, with who paid it. */
export const guardianPaymentSchema = z.object({
  id: z.string(),
  applicationId: z.string().nullable(),
  kind: z.enum(paymentKinds),
  packageTier: packageTierSchema,
  amount: z.number().int(),
  currency: z.literal('usd'),
  status: z.enum(paymentRecordStatuses),
  providerReference: z.string().nullable(),
  createdAt: isoDateTime,
  succeededAt: isoDateTime.nullable(),
  /** 'student', or 'guardian' when a guardian paid (this one or another). */
  paidBy: z.enum(['student', 'guardian']),
});
export type GuardianPayment = z.infer<typeof guardianPaymentSchema>;
export const guardianPaymentListSchema = z.array(guardianPaymentSchema);

/** The student's view of who follows them (issue 26, item 6). */
export const guardianAccessSchema = z.object({
  guardians: z.array(
    z.object({
      linkId: z.string(),
      guardianEmail: z.string(),
      /** The name typed in their latest consent, when they gave one. */
      guardianName: z.string().nullable(),
      relationship: z.enum(guardianRelations).nullable(),
      linkedAt: isoDateTime,
    }),
  ),
  /** 18 or older: the student may end a guardian's access. */
  canEnd: z.boolean(),
});
export type GuardianAccess = z.infer<typeof guardianAccessSchema>;
