// A guardian's side of payments (issue 26, item 4): the payments and refunds of a linked
// student's paths, each saying whether the student or a guardian paid. The caller checked the
// link. Only what went through is listed (succeeded, refunded, and the refunds themselves): an
// intent nobody paid is not a payment the family made.
import type { GuardianPayment } from '@studypath/domain';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { findPaymentRecordsOfUser, type PaymentRecordRow } from './payment-records.queries.ts';
import { toPaymentRecord } from './payment-views.ts';

function toGuardianPayment(row: PaymentRecordRow): GuardianPayment {
  // The provider and the refunded payment's id are for consultants.
  const { provider: _provider, refundOfId: _refundOfId, ...record } = toPaymentRecord(row);
  return { ...record, paidBy: row.paidBy ? 'guardian' : 'student' };
}

/** Newest first. */
export async function listPaymentsForGuardian(
  deps: ServiceDeps,
  input: { studentId: string },
): Promise<GuardianPayment[]> {
  const rows = await findPaymentRecordsOfUser(deps.db, input.studentId);
  return rows
    .filter((row) => row.status === 'succeeded' || row.status === 'refunded')
    .map(toGuardianPayment);
}
