// Payment rows as the consultant's Payments card shows them, with whether each may be refunded now.
import { isWithinRefundWindow, refundDeadline, type AdminPayment } from '@studypath/domain';
import type { PaymentRow } from '../../platform/db/schema/index.ts';
import { isRefundOwed } from './payment-refunds.ts';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** A card payment that stands: the only kind a refund can give back. */
export function isRefundableKind(row: PaymentRow): boolean {
  return row.kind === 'payment' && row.status === 'succeeded' && row.provider !== 'free';
}

/**
 * `hasLaterPayment`: another payment of the path succeeded after this one (an upgrade), which
 * must be refunded first, so that a refund always returns the path to the tier it had before.
 */
/** What every consultant view says of a payment or refund row, whatever screen shows it. */
export function toPaymentRecord(row: PaymentRow) {
  return {
    id: row.id,
    applicationId: row.applicationId,
    kind: row.kind,
    packageTier: row.packageTier,
    amount: row.amountCents,
    currency: 'usd' as const,
    provider: row.provider,
    providerReference: row.providerReference,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    succeededAt: iso(row.succeededAt),
    refundOfId: row.refundOfId,
  };
}

export function toAdminPayment(
  row: PaymentRow,
  context: { now: Date; hasLaterPayment: boolean },
): AdminPayment {
  const windowFrom = isRefundableKind(row) ? row.succeededAt : null;
  // Taken but never applied, and its automatic refund has not gone through yet: a consultant
  // may give it back at any time (decision 024).
  const isOwed = isRefundOwed(row);
  return {
    ...toPaymentRecord(row),
    refundable:
      isOwed ||
      (windowFrom !== null &&
        !context.hasLaterPayment &&
        isWithinRefundWindow(windowFrom, context.now)),
    refundableUntil: windowFrom ? refundDeadline(windowFrom).toISOString() : null,
  };
}
