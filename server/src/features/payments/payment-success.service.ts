// How a payment becomes true (decision 024): one function for every source (a Stripe webhook,
// the simulated card form, the reconcile call of the payment screen's return, a free activation).
// In one transaction: the payment row succeeds, the path's payment fields are derived again, the
// audit row payment_succeeded, the receipt email and the live event are written. A webhook event
// id is stored in the same transaction, so a repeat changes nothing; a payment already succeeded
// is left alone, so events out of order or a reconcile before the webhook give one effect.
import { formatUsd, packageDefinitions, packageTiers, type PackageTier } from '@studypath/domain';
import type { PaymentRow } from '../../db/schema/index.ts';
import { formatDisplayDate } from '../../lib/display-date.ts';
import {
  PAYMENT_INTENT_SUCCEEDED,
  type PaymentProviderEvent,
} from '../../providers/payments/payment-provider.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import {
  findApplicationWithStudent,
  type ApplicationWithStudent,
} from '../applications/applications.queries.ts';
import { applicationUrl } from '../applications/student-notice.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { queueEmail } from '../email/email-outbox.service.ts';
import { renderPaymentReceiptEmail } from '../email/templates/payment-receipt.ts';
import { publishApplicationChange } from '../events/live-events.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { ownedTier, recomputePathPayment } from './path-payment.ts';
import {
  findPaymentById,
  findPaymentByProviderReference,
  insertPaymentEvent,
  updatePayment,
} from './payments.queries.ts';

export interface SucceededIntent {
  intentId: string;
  amountCents: number;
  currency: string;
}

/** Who caused it, when known (the student's request); null for a webhook. */
type Origin = { ip: string | null };

/**
 * A provider event, once: its id is stored with its effect. payment_intent.succeeded is applied;
 * every other type is stored and ignored.
 */
export async function applyPaymentEvent(
  deps: PaymentDeps,
  event: PaymentProviderEvent,
  origin: Origin,
): Promise<void> {
  const hasQueuedEmail = await deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    const isNew = await insertPaymentEvent(tx, {
      id: event.id,
      type: event.type,
      receivedAt: deps.now(),
    });
    if (!isNew) {
      deps.log.info({ eventId: event.id }, 'payment event already applied');
      return false;
    }
    if (event.type !== PAYMENT_INTENT_SUCCEEDED) return false;
    if (!event.intentId || event.amountCents === undefined || !event.currency) {
      deps.log.warn({ eventId: event.id }, 'payment_intent.succeeded without its intent');
      return false;
    }
    return applySucceededIntent(
      txDeps,
      { intentId: event.intentId, amountCents: event.amountCents, currency: event.currency },
      origin,
    );
  });
  if (hasQueuedEmail) deps.onEmailQueued();
}

/** An intent the provider says succeeded, without an event (the reconcile call). */
export async function applyPaymentIntentSucceeded(
  deps: PaymentDeps,
  intent: SucceededIntent,
  origin: Origin,
): Promise<void> {
  const hasQueuedEmail = await deps.db.transaction((tx) =>
    applySucceededIntent({ ...deps, db: tx }, intent, origin),
  );
  if (hasQueuedEmail) deps.onEmailQueued();
}

/** Inside the transaction; answers whether a receipt was queued. */
async function applySucceededIntent(
  deps: PaymentDeps,
  intent: SucceededIntent,
  origin: Origin,
): Promise<boolean> {
  const found = await findPaymentByProviderReference(deps.db, deps.provider.name, intent.intentId);
  if (!found || found.kind !== 'payment') {
    deps.log.warn({ intentId: intent.intentId }, 'succeeded payment intent matches no payment');
    return false;
  }
  // Path first, then payment: the order every payment change locks in (no deadlock).
  const path = found.applicationId
    ? await findApplicationWithStudent(deps.db, found.applicationId, { forUpdate: true })
    : undefined;
  const payment = await findPaymentById(deps.db, found.id, { forUpdate: true });
  // Already applied (or refunded since): nothing happens twice.
  if (!payment || payment.status === 'succeeded' || payment.status === 'refunded') return false;
  if (payment.amountCents !== intent.amountCents || payment.currency !== intent.currency) {
    deps.log.error(
      {
        paymentId: payment.id,
        intentId: intent.intentId,
        expected: { amountCents: payment.amountCents, currency: payment.currency },
        reported: { amountCents: intent.amountCents, currency: intent.currency },
      },
      'payment intent succeeded with another amount or currency; not applied',
    );
    return false;
  }
  // A pending or even a cancelled row is paid now: the money was taken, so it is recorded.
  const succeeded = await updatePayment(deps.db, payment.id, {
    status: 'succeeded',
    succeededAt: deps.now(),
  });
  return completePayment(deps, { payment: succeeded, path, ip: origin.ip });
}

const tierRank = (tier: PackageTier) => packageTiers.indexOf(tier);

/**
 * After a payment row became succeeded, in its transaction: derives the path's fields again,
 * audits, queues the receipt and tells the open pages. `path` is the path as it was before,
 * locked (undefined when it was deleted: the payment is still recorded and audited).
 */
export async function completePayment(
  deps: PaymentDeps,
  input: { payment: PaymentRow; path: ApplicationWithStudent | undefined; ip: string | null },
): Promise<boolean> {
  const { payment, path } = input;
  const now = deps.now();
  const before = path ? ownedTier(path.application) : null;
  const upgradedFrom =
    before !== null && tierRank(before) < tierRank(payment.packageTier) ? before : null;
  if (path) await recomputePathPayment(deps.db, path.application.id, now);
  await recordAudit(deps, {
    action: 'payment_succeeded',
    userId: payment.userId,
    entityType: 'application',
    entityId: payment.applicationId,
    ipAddress: input.ip,
    details: {
      paymentId: payment.id,
      packageTier: payment.packageTier,
      amountCents: payment.amountCents,
      currency: payment.currency,
      provider: payment.provider,
      reference: payment.providerReference,
      upgradedFrom,
    },
  });
  if (!path) return false;
  await queueReceipt(deps, { payment, path, upgradedFrom, at: now });
  await publishApplicationChange(deps.db, path.application.id);
  return true;
}

async function queueReceipt(
  deps: PaymentDeps & ServiceDeps,
  input: {
    payment: PaymentRow;
    path: ApplicationWithStudent;
    upgradedFrom: PackageTier | null;
    at: Date;
  },
): Promise<void> {
  const { payment, path } = input;
  await queueEmail(deps, {
    to: path.email,
    email: renderPaymentReceiptEmail({
      email: path.email,
      packageName: packageDefinitions[payment.packageTier].name,
      upgradedFromName: input.upgradedFrom ? packageDefinitions[input.upgradedFrom].name : null,
      amountText: `${formatUsd(payment.amountCents)} USD`,
      dateText: formatDisplayDate(input.at),
      reference: payment.providerReference ?? payment.id,
      applicationUrl: applicationUrl(deps.appUrl, path.application.id),
    }),
  });
}
