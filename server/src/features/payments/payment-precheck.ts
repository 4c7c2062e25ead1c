// Before a card is charged (the simulated card form, where the portal itself confirms the card):
// a payment its path can no longer take at that amount (refunded, ended or deleted since, or
// another amount is due now) is refused with 409 and cancelled, with the provider too, so no money
// is taken. The success transaction checks again: a change between this check and the charge
// ends in the automatic refund (unapplied-payments.service.ts).
import type { PaymentRow } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findApplicationById } from '../applications/index.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { isRefundOwed } from './payment-refunds.ts';
import { cancelPayment } from './payments.queries.ts';
import { cancelIntentQuietly } from './pending-payments.ts';
import { findPurchaseTerms } from './purchase-terms.ts';

export async function refuseStalePaymentBeforeCharge(
  deps: PaymentDeps,
  payment: PaymentRow,
): Promise<void> {
  // Taken already: confirming again answers what happened, and changes nothing.
  if (payment.status === 'succeeded' || payment.status === 'refunded' || isRefundOwed(payment)) {
    return;
  }
  const application = payment.applicationId
    ? await findApplicationById(deps.db, payment.applicationId)
    : undefined;
  const terms = application
    ? await findPurchaseTerms(deps.db, application, payment.packageTier)
    : undefined;
  if (terms?.kind === 'due' && terms.amountCents === payment.amountCents) return;
  if (payment.providerReference && (await isTakenAlready(deps, payment.providerReference))) {
    // The card was charged before the path changed (its cancel could not stop it): confirming
    // delivers that success, which the transaction finds stale and refunds.
    return;
  }
  await cancelPayment(deps.db, payment.id);
  if (payment.providerReference) await cancelIntentQuietly(deps, payment.providerReference);
  throw new AppError(terms?.kind === 'ended' ? 'payment.path_ended' : 'payment.path_changed');
}

async function isTakenAlready(deps: PaymentDeps, intentId: string): Promise<boolean> {
  try {
    return (await deps.provider.retrieveIntent(intentId)).status === 'succeeded';
  } catch {
    return false;
  }
}
