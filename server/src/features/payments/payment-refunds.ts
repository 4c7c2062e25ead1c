// How a refund is recorded, whoever asked for it (a consultant, or the portal itself for a payment
// that arrived after its path changed): one key per payment with the provider, and one refund row
// per payment (the unique index payments_one_refund_per_payment_idx), written with the payment's
// new status in the caller's transaction.
import type { ProviderRefund } from '../../platform/payments/payment-provider.ts';
import type { Database } from '../../platform/db/client.ts';
import type { PaymentRow } from '../../platform/db/schema/index.ts';
import { insertPayment, updatePayment } from './payments.queries.ts';

/**
 * The provider's idempotency key for giving `paymentId` back. The same for every asker, so a
 * retried automatic refund and a consultant's refund of the same payment are one refund.
 */
export const refundIdempotencyKey = (paymentId: string) => `refund:${paymentId}`;

/**
 * A payment the provider took whose success was not applied (its path had changed): it is
 * cancelled with its succeededAt kept, and stays so until its refund is recorded.
 */
export function isRefundOwed(row: PaymentRow): boolean {
  return row.kind === 'payment' && row.status === 'canceled' && row.succeededAt !== null;
}

/** In the transaction, with the payment locked: the refund row and the payment marked refunded. */
export async function recordRefund(
  db: Database,
  input: { payment: PaymentRow; refund: ProviderRefund; now: Date },
): Promise<PaymentRow> {
  const { payment, refund, now } = input;
  await insertPayment(db, {
    applicationId: payment.applicationId,
    userId: payment.userId,
    // A guardian's payment goes back to the guardian: the refund row names them as its payment does.
    paidBy: payment.paidBy,
    kind: 'refund',
    packageTier: payment.packageTier,
    amountCents: payment.amountCents,
    currency: payment.currency,
    provider: payment.provider,
    providerReference: refund.id,
    status: 'succeeded',
    refundOfId: payment.id,
    deletedApplicationId: payment.deletedApplicationId,
    deletedApplicationTitle: payment.deletedApplicationTitle,
    createdAt: now,
    succeededAt: now,
  });
  return updatePayment(db, payment.id, { status: 'refunded', refundedAt: now });
}
