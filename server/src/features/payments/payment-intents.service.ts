// The student's side of paying (decision 024): asking for a payment intent, the simulated card
// form's confirmation and the reconcile call of the payment screen's return. The server alone
// computes what is due (today's price of the tier minus what the path already paid); the client's
// body names only the path and the tier. Provider calls happen outside database transactions, so
// a slow provider never holds a lock; the pending row and the idempotency key
// `payment-intent:<row id>` make asking twice (or twice at once) answer the same intent.
import {
  packageDefinitions,
  PAYMENT_CURRENCY,
  type Application,
  type CreatePaymentIntentRequest,
  type PackageTier,
  type PaymentIntentResponse,
} from '@studypath/domain';
import type { PaymentRow } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { PaymentProviderError } from '../../platform/payments/payment-provider.ts';
import { toApplication, findApplicationWithStudent } from '../applications/index.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { applyPaymentIntentSucceeded, completePayment } from './payment-success.service.ts';
import {
  cancelOtherPendingPayments,
  cancelPayment,
  findPendingPaymentsOfApplication,
  insertOrFindPendingPayment,
  insertPayment,
  setPaymentProviderReference,
} from './payments.queries.ts';
import { cancelIntentQuietly, cancelIntentsAfterCommit } from './pending-payments.ts';
import { findPurchaseTerms } from './purchase-terms.ts';

const notFound = () => new AppError('study_path.not_found');

/** A provider failure is a 502 with nothing promised; its reason goes to the log only. */
export async function withProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      throw new AppError('payment_provider_error', { cause: error });
    }
    throw error;
  }
}

/** Why `wanted` cannot be bought for a path holding `current` (canBuyTier said no). */
function refusalToBuy(current: PackageTier | null, wanted: PackageTier): AppError {
  const owned = current ? packageDefinitions[current].name : '';
  const asked = packageDefinitions[wanted].name;
  return current === wanted
    ? new AppError('payment.package_already_owned', { params: { package: owned } })
    : new AppError('payment.package_included', { params: { owned, wanted: asked } });
}

type Prepared = { kind: 'free' } | { kind: 'card'; payment: PaymentRow };

export async function createPaymentIntent(
  deps: PaymentDeps,
  input: {
    /** The student whose path it is. */
    userId: string;
    /** A guardian paying on the student's behalf (issue 26); absent when the student pays. */
    paidBy?: string;
    request: CreatePaymentIntentRequest;
    ip: string;
  },
  attempt = 0,
): Promise<PaymentIntentResponse> {
  const { applicationId, packageTier } = input.request;
  const provider = deps.provider.name;
  const paidBy = input.paidBy ?? null;
  let replaced: PaymentRow[] = [];
  const prepared = await deps.db.transaction(async (tx): Promise<Prepared> => {
    const txDeps = { ...deps, db: tx };
    // Locked: two requests for one path are decided one after the other.
    const applicationWithStudent = await findApplicationWithStudent(tx, applicationId, {
      forUpdate: true,
    });
    if (!applicationWithStudent || applicationWithStudent.application.userId !== input.userId)
      throw notFound();
    const terms = await findPurchaseTerms(tx, applicationWithStudent.application, packageTier);
    if (terms.kind === 'ended') {
      throw new AppError('payment.path_ended');
    }
    if (terms.kind === 'not_higher') {
      throw refusalToBuy(terms.current, packageTier);
    }
    const { amountCents } = terms;
    replaced = await cancelOtherPendingPayments(tx, {
      applicationId,
      tier: packageTier,
      amountCents,
      provider,
      paidBy,
    });
    const base = {
      applicationId,
      userId: input.userId,
      paidBy,
      kind: 'payment' as const,
      packageTier,
      amountCents,
      currency: PAYMENT_CURRENCY,
      createdAt: deps.now(),
    };
    if (amountCents > 0) {
      const payment = await insertOrFindPendingPayment(tx, {
        ...base,
        provider,
        status: 'pending',
      });
      // Another payer's intent for the same purchase got in first (they raced): its secret is
      // theirs, never handed to this caller.
      if (payment.paidBy !== paidBy) throw new AppError('payment.changed_meanwhile');
      return { kind: 'card', payment };
    }
    // Free: activated at once, through the same completion as a card payment.
    const payment = await insertPayment(tx, {
      ...base,
      provider: 'free',
      status: 'succeeded',
      succeededAt: deps.now(),
    });
    await completePayment(txDeps, { payment, applicationWithStudent, ip: input.ip });
    return { kind: 'free' };
  });
  await cancelIntentsAfterCommit(deps, replaced);
  if (prepared.kind === 'free') {
    deps.onEmailQueued();
    return { isFree: true, clientSecret: null, packageTier, amount: 0, currency: 'usd' };
  }

  const { payment } = prepared;
  const intent = await withProvider(async () => {
    if (payment.providerReference) {
      return deps.provider.retrieveIntent(payment.providerReference);
    }
    const created = await deps.provider.createIntent({
      amountCents: payment.amountCents,
      currency: payment.currency,
      idempotencyKey: `payment-intent:${payment.id}`,
      metadata: { applicationId, paymentId: payment.id, packageTier },
    });
    return { ...created, amountCents: payment.amountCents, currency: payment.currency };
  });
  if (intent.status === 'succeeded') {
    // Paid already, and the webhook has not come yet: apply it, then say so.
    const outcome = await applyPaymentIntentSucceeded(
      deps,
      { intentId: intent.id, amountCents: intent.amountCents, currency: intent.currency },
      { ip: input.ip },
    );
    throw new AppError(
      outcome === 'refunded' ? 'payment.refunded_automatically' : 'payment.already_paid',
    );
  }
  if (intent.status === 'canceled') {
    // Cancelled at the provider (by hand, or it expired): a new row, hence a new key, once.
    await cancelPayment(deps.db, payment.id);
    if (attempt > 0) throw new AppError('payment.changed_meanwhile');
    return createPaymentIntent(deps, input, attempt + 1);
  }
  const recorded = await setPaymentProviderReference(deps.db, payment.id, intent.id);
  if (recorded?.status !== 'pending' || recorded.providerReference !== intent.id) {
    // Another request replaced this payment while the provider answered.
    await cancelIntentQuietly(deps, intent.id);
    throw new AppError('payment.changed_meanwhile');
  }
  return {
    isFree: false,
    clientSecret: intent.clientSecret,
    packageTier,
    amount: payment.amountCents,
    currency: 'usd',
  };
}

/**
 * Asks the provider about the path's pending intents and applies those that succeeded, so the
 * page the student returns to is right before the webhook arrives. Answers the path.
 */
export async function reconcilePathPayments(
  deps: PaymentDeps,
  input: { userId: string; applicationId: string; ip: string },
): Promise<Application> {
  const before = await findApplicationWithStudent(deps.db, input.applicationId);
  if (!before || before.application.userId !== input.userId) throw notFound();
  const pending = await findPendingPaymentsOfApplication(
    deps.db,
    input.applicationId,
    deps.provider.name,
  );
  for (const payment of pending) {
    const intent = await withProvider(() =>
      deps.provider.retrieveIntent(payment.providerReference ?? ''),
    );
    if (intent.status !== 'succeeded') continue;
    await applyPaymentIntentSucceeded(
      deps,
      { intentId: intent.id, amountCents: intent.amountCents, currency: intent.currency },
      { ip: input.ip },
    );
  }
  const after = await findApplicationWithStudent(deps.db, input.applicationId);
  if (!after) throw notFound();
  return toApplication(after.application);
}
