// "Delete my account" (issue 30, item 2; decision 042): a student or a guardian asks with their
// password and a typed word; the account is deleted 30 days later unless they cancel. The state
// the Privacy & data page shows says when, and which of their records are kept, until when.
import { z } from 'zod';
import { packageTierSchema } from '../applications/application-payment.ts';
import type { Language } from '../i18n/languages.ts';
import { textSchema } from '../input/text.schema.ts';

/** Days between the request and the deletion; signing in meanwhile offers to cancel. */
export const ACCOUNT_DELETION_DELAY_DAYS = 30;

/**
 * The word the person types to confirm, in the language of the page they read. Any language's
 * word is accepted: the page may have switched language between reading and typing.
 */
export const deletionConfirmationWords: Readonly<Record<Language, string>> = {
  en: 'DELETE',
  fr: 'SUPPRIMER',
};

export const DELETION_CONFIRMATION_MESSAGE = 'Type DELETE to confirm';

/** Whether `typed` is the confirmation word (spaces around it aside, capitals as shown). */
export function isDeletionConfirmation(typed: string): boolean {
  return Object.values(deletionConfirmationWords).includes(typed.trim());
}

export const scheduleAccountDeletionRequestSchema = z.strictObject({
  // Never trimmed: spaces around a password are part of it.
  password: textSchema({ error: 'Password is required', isTrimmed: false })
    .min(1, { error: 'Password is required' })
    .max(1024, { error: 'Password is too long' }),
  confirmation: textSchema({ error: DELETION_CONFIRMATION_MESSAGE }).refine(
    isDeletionConfirmation,
    { error: DELETION_CONFIRMATION_MESSAGE },
  ),
});
export type ScheduleAccountDeletionRequest = z.infer<typeof scheduleAccountDeletionRequestSchema>;

/** A document that outlives the account, sealed, until `keptUntil`. */
export const keptDocumentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  uploadedAt: z.string(),
  keptUntil: z.string(),
});
export type KeptDocument = z.infer<typeof keptDocumentSchema>;

/** A payment or refund that outlives the account as a business record, until `keptUntil`. */
export const keptPaymentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['payment', 'refund']),
  packageTier: packageTierSchema,
  amountCents: z.number().int(),
  paidAt: z.string(),
  keptUntil: z.string(),
});
export type KeptPayment = z.infer<typeof keptPaymentSchema>;

/** GET, POST and DELETE /api/privacy/deletion. */
export const accountDeletionStateSchema = z.object({
  /** The deletion asked for, or null. */
  scheduled: z.object({ requestedAt: z.string(), dueAt: z.string() }).nullable(),
  /** When the account goes: the scheduled time, or 30 days from now for a request made now. */
  deletionDate: z.string(),
  /** What is kept, as it stands on the deletion date (anything older is removed then). */
  keptDocuments: z.array(keptDocumentSchema),
  keptPayments: z.array(keptPaymentSchema),
  /**
   * Payments this account made on a linked student's behalf (a guardian's): they stay in the
   * student's records, with no link to this account.
   */
  paymentsForStudents: z.number().int().nonnegative(),
});
export type AccountDeletionState = z.infer<typeof accountDeletionStateSchema>;
