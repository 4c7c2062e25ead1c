// Payments' part of "Download my data" (issue 30, decision 040): the payments and refunds of a
// student's paths that went through (what the guardian area lists; an intent nobody paid is not a
// payment), with amounts in integer cents, and the receipts the payer was emailed: for the student
// those of the payments they made, for a guardian those of the payments they made on a student's
// behalf. The provider and the row a refund gave back stay with the consultants.
import type { PackageTier } from '@studypath/domain';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { findPaymentRecordsOfUser, type PaymentRecordRow } from './payment-records.queries.ts';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export interface ExportedPayment {
  id: string;
  applicationId: string | null;
  kind: 'payment' | 'refund';
  packageTier: PackageTier;
  amountCents: number;
  currency: 'usd';
  status: string;
  providerReference: string | null;
  createdAt: string;
  succeededAt: string | null;
  refundedAt: string | null;
  paidBy: 'student' | 'guardian';
}

/** What the emailed receipt said (features/payments/emails/payment-receipt.ts). */
export interface ExportedReceipt {
  paymentId: string;
  packageTier: PackageTier;
  amountCents: number;
  currency: 'usd';
  paidAt: string | null;
  reference: string;
  /** Taken by the simulated provider: no money was taken. */
  isTestPayment: boolean;
}

export interface ExportedPayments {
  payments: ExportedPayment[];
  receipts: ExportedReceipt[];
}

function toExportedPayment(row: PaymentRecordRow): ExportedPayment {
  return {
    id: row.id,
    applicationId: row.applicationId,
    kind: row.kind,
    packageTier: row.packageTier,
    amountCents: row.amountCents,
    currency: 'usd',
    status: row.status,
    providerReference: row.providerReference,
    createdAt: row.createdAt.toISOString(),
    succeededAt: iso(row.succeededAt),
    refundedAt: iso(row.refundedAt),
    paidBy: row.paidBy ? 'guardian' : 'student',
  };
}

/**
 * The student's payments, newest first. `payerId`: whose receipts to include: null for the
 * student's own (the payments nobody else paid), a guardian's account id for theirs.
 */
export async function exportPaymentsOf(
  deps: ServiceDeps,
  input: { studentId: string; payerId: string | null },
): Promise<ExportedPayments> {
  const rows = (await findPaymentRecordsOfUser(deps.db, input.studentId)).filter(
    (row) => row.status === 'succeeded' || row.status === 'refunded',
  );
  const receipts = rows
    .filter((row) => row.kind === 'payment' && row.paidBy === input.payerId)
    .map((row): ExportedReceipt => ({
      paymentId: row.id,
      packageTier: row.packageTier,
      amountCents: row.amountCents,
      currency: 'usd',
      paidAt: iso(row.succeededAt),
      reference: row.providerReference ?? row.id,
      isTestPayment: row.provider === 'simulated',
    }));
  return { payments: rows.map(toExportedPayment), receipts };
}
