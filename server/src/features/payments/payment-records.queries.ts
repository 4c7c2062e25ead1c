// Drizzle code for payment rows as records that outlive their study path (issue 23): whether a
// path holds a payment, copying a path's id and title onto its rows before it is deleted, and a
// student's rows for the consultants' user screen, those of deleted paths included.
import { desc, eq, and, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { applications, payments, type PaymentRow } from '../../platform/db/schema/index.ts';

/** A payment that went through, or one given back (and the refund rows themselves). */
const recordedStatuses = ['succeeded', 'refunded'] as const;

export async function hasRecordedPayment(db: Database, applicationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(eq(payments.applicationId, applicationId), inArray(payments.status, recordedStatuses)),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Writes the path's id and title onto every payment row of the path, whatever its status, just
 * before the path is deleted (its foreign key then sets application_id null). Answers their ids.
 */
export async function keepPaymentsOfDeletedApplication(
  db: Database,
  application: { id: string; title: string },
): Promise<string[]> {
  const kept = await db
    .update(payments)
    .set({ deletedApplicationId: application.id, deletedApplicationTitle: application.title })
    .where(eq(payments.applicationId, application.id))
    .returning({ id: payments.id });
  return kept.map((row) => row.id);
}

export type PaymentRecordRow = PaymentRow & {
  /** The path's fields while it exists (null once it is deleted). */
  application: { specificProgram: string | null; fieldOfStudy: string | null } | null;
};

/** Every payment and refund row of the student, newest first, with their path if it still exists. */
export async function findPaymentRecordsOfUser(
  db: Database,
  userId: string,
): Promise<PaymentRecordRow[]> {
  const rows = await db
    .select({
      payment: payments,
      pathId: applications.id,
      specificProgram: applications.specificProgram,
      fieldOfStudy: applications.fieldOfStudy,
    })
    .from(payments)
    .leftJoin(applications, eq(applications.id, payments.applicationId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return rows.map((row) => ({
    ...row.payment,
    application:
      row.pathId === null
        ? null
        : { specificProgram: row.specificProgram, fieldOfStudy: row.fieldOfStudy },
  }));
}
