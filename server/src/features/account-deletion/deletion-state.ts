// The answer of GET/POST/DELETE /api/privacy/deletion: whether a deletion is scheduled, when the
// account goes, and which of its records outlive it, each with the day it is removed. A record
// whose seven years end by the deletion date is not listed: the deletion removes it then.
import {
  ACCOUNT_DELETION_DELAY_DAYS,
  documentKeptUntil,
  fileNameForContent,
  paymentKeptUntil,
  type AccountDeletionState,
} from '@studypath/domain';
import type { AccountDeletionRow } from '../../platform/db/schema/index.ts';
import type { findDocumentsToKeep, findPaymentsToKeep } from './account-deletion.queries.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** When a deletion asked for at `requestedAt` is due. */
export function deletionDueAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + ACCOUNT_DELETION_DELAY_DAYS * dayMs);
}

export function toAccountDeletionState(input: {
  scheduled: AccountDeletionRow | undefined;
  now: Date;
  documents: Awaited<ReturnType<typeof findDocumentsToKeep>>;
  payments: Awaited<ReturnType<typeof findPaymentsToKeep>>;
  paymentsForStudents: number;
}): AccountDeletionState {
  const deletionDate = input.scheduled?.dueAt ?? deletionDueAt(input.now);
  const keptDocuments = input.documents
    .map((row) => ({ row, keptUntil: documentKeptUntil(row.createdAt) }))
    .filter(({ keptUntil }) => keptUntil > deletionDate)
    .map(({ row, keptUntil }) => ({
      id: row.id,
      fileName: fileNameForContent(row.fileName, row.mimeType),
      uploadedAt: row.createdAt.toISOString(),
      keptUntil: keptUntil.toISOString(),
    }));
  const keptPayments = input.payments
    .map((row) => {
      const paidAt = row.succeededAt ?? row.createdAt;
      return { row, paidAt, keptUntil: paymentKeptUntil(row.refundedAt ?? paidAt) };
    })
    .filter(({ keptUntil }) => keptUntil > deletionDate)
    .map(({ row, paidAt, keptUntil }) => ({
      id: row.id,
      kind: row.kind,
      packageTier: row.packageTier,
      amountCents: row.amountCents,
      paidAt: paidAt.toISOString(),
      keptUntil: keptUntil.toISOString(),
    }));
  return {
    scheduled: input.scheduled
      ? {
          requestedAt: input.scheduled.requestedAt.toISOString(),
          dueAt: input.scheduled.dueAt.toISOString(),
        }
      : null,
    deletionDate: deletionDate.toISOString(),
    keptDocuments,
    keptPayments,
    paymentsForStudents: input.paymentsForStudents,
  };
}
