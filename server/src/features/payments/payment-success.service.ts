// How a payment becomes true (decision 024): one function for every source (a Stripe webhook,
// the simulated card form, the reconcile call of the payment screen's return, a free activation).
// In one transaction: the payment row succeeds, the path's payment fields are derived again, the
// audit row payment_succeeded, the receipt email (to whoever paid: the student, or a guardian on
// their behalf, issue 26), the path's update (the student's Recent Updates, issue 24) and the live
// event are written. A webhook event id is stored in the same transaction, so a repeat changes
// nothing; a payment already succeeded is left alone, so events out of order or a reconcile before
// the webhook give one effect.
// Before applying, the path is checked again as the intent was priced (issue 23): a success that no
// longer fits is not applied and is refunded automatically (unapplied-payments.service.ts).
import {
  describeApplicationStatus,
  defaultLanguage,
  formatDisplayDate,
  formatUsdAmount,
  packageDefinitions,
  packageTiers,
  type PackageTier,
} from '@studypath/domain';
import type { PaymentRow } from '../../platform/db/schema/index.ts';
import {
  PAYMENT_INTENT_SUCCEEDED,
  type PaymentProviderEvent,
} from '../../platform/payments/payment-provider.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import {
  findApplicationWithStudent,
  type ApplicationWithStudent,
  applicationUrl,
  notifyStudent,
} from '../applications/index.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { queueEmail } from '../../platform/email/email-outbox.service.ts';
import { renderPaymentReceiptEmail } from './emails/payment-receipt.ts';
import { findGuardianPayer } from './payer.queries.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { isRefundOwed } from './payment-refunds.ts';
import { ownedTier, recomputePathPayment } from './path-payment.ts';
import {
  findPaymentById,
  findPaymentByProviderReference,
  insertPaymentEvent,
  updatePayment,
} from './payments.queries.ts';
import { isPaymentStillDue } from './purchase-terms.ts';
import { refundUnappliedPayment } from './unapplied-payments.service.ts';
import { emailPackageName } from '../../platform/email/email-texts.ts';
import { findLanguageByEmail } from '../../platform/people/user-language.ts';
import { recordStudentMove } from '../team/index.ts';

export interface SucceededIntent {
  intentId: string;
  amountCents: number;
  currency: string;
}

/** Who caused it, when known (the student's request); null for a webhook. */
type Origin = { ip: string | null };

/**
 * What a success did: applied to its path; nothing (applied before, unknown, another amount); or
 * not applied because the path changed since the intent was created, and refunded.
 */
export type PaymentSuccessOutcome = 'applied' | 'unchanged' | 'refunded';

/** What the transaction decided, for the work after its commit. */
interface Decided {
  outcome: PaymentSuccessOutcome;
  hasQueuedEmail: boolean;
  /** A payment taken but not applied, to refund once the transaction committed. */
  refundOwedId: string | null;
}

const unchanged: Decided = { outcome: 'unchanged', hasQueuedEmail: false, refundOwedId: null };
const owed = (paymentId: string): Decided => ({
  outcome: 'refunded',
  hasQueuedEmail: false,
  refundOwedId: paymentId,
});

async function afterCommit(deps: PaymentDeps, decided: Decided): Promise<PaymentSuccessOutcome> {
  if (decided.hasQueuedEmail) deps.onEmailQueued();
  if (decided.refundOwedId) await refundUnappliedPayment(deps, decided.refundOwedId);
  return decided.outcome;
}

/**
 * A provider event, once: its id is stored with its effect. payment_intent.succeeded is applied;
 * every other type is stored and ignored. A repeat changes nothing, except that a refund still
 * owed for its payment (the provider failed the first time) is asked for again.
 */
export async function applyPaymentEvent(
  deps: PaymentDeps,
  event: PaymentProviderEvent,
  origin: Origin,
): Promise<PaymentSuccessOutcome> {
  const decided = await deps.db.transaction(async (tx): Promise<Decided> => {
    const txDeps = { ...deps, db: tx };
    const isNew = await insertPaymentEvent(tx, {
      id: event.id,
      type: event.type,
      receivedAt: deps.now(),
    });
    const isSuccess = event.type === PAYMENT_INTENT_SUCCEEDED;
    if (!isNew) {
      deps.log.info({ eventId: event.id }, 'payment event already applied');
      const payment =
        isSuccess && event.intentId
          ? await findPaymentByProviderReference(tx, deps.provider.name, event.intentId)
          : undefined;
      return payment && isRefundOwed(payment) ? owed(payment.id) : unchanged;
    }
    if (!isSuccess) return unchanged;
    if (!event.intentId || event.amountCents === undefined || !event.currency) {
      deps.log.warn({ eventId: event.id }, 'payment_intent.succeeded without its intent');
      return unchanged;
    }
    return applySucceededIntent(
      txDeps,
      { intentId: event.intentId, amountCents: event.amountCents, currency: event.currency },
      origin,
    );
  });
  return afterCommit(deps, decided);
}

/** An intent the provider says succeeded, without an event (the reconcile call). */
export async function applyPaymentIntentSucceeded(
  deps: PaymentDeps,
  intent: SucceededIntent,
  origin: Origin,
): Promise<PaymentSuccessOutcome> {
  const decided = await deps.db.transaction((tx) =>
    applySucceededIntent({ ...deps, db: tx }, intent, origin),
  );
  return afterCommit(deps, decided);
}

/** Inside the transaction. */
async function applySucceededIntent(
  deps: PaymentDeps,
  intent: SucceededIntent,
  origin: Origin,
): Promise<Decided> {
  const found = await findPaymentByProviderReference(deps.db, deps.provider.name, intent.intentId);
  if (!found || found.kind !== 'payment') {
    deps.log.warn({ intentId: intent.intentId }, 'succeeded payment intent matches no payment');
    return unchanged;
  }
  // Path first, then payment: the order every payment change locks in (no deadlock).
  const applicationWithStudent = found.applicationId
    ? await findApplicationWithStudent(deps.db, found.applicationId, { forUpdate: true })
    : undefined;
  const payment = await findPaymentById(deps.db, found.id, { forUpdate: true });
  // Already applied (or refunded since): nothing happens twice.
  if (!payment || payment.status === 'succeeded' || payment.status === 'refunded') {
    return unchanged;
  }
  // Another source told the same success first and found the path changed: still owed.
  if (isRefundOwed(payment)) return owed(payment.id);
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
    return unchanged;
  }
  // Checked now, with the path locked, exactly as the intent was priced: a refund, a terminal
  // status, a deletion, another payment or a price change since then means the money was taken
  // for something the path can no longer buy at that amount. It is not applied but given back.
  if (!(await isPaymentStillDue(deps.db, applicationWithStudent?.application, payment))) {
    await updatePayment(deps.db, payment.id, { status: 'canceled', succeededAt: deps.now() });
    deps.log.warn(
      { paymentId: payment.id, intentId: intent.intentId },
      'payment succeeded after its study path changed; not applied, refunding it',
    );
    return owed(payment.id);
  }
  // A pending or even a cancelled row (the student changed their mind, but paid the first
  // intent) is paid now when it still buys what it was for: the money was taken.
  const succeeded = await updatePayment(deps.db, payment.id, {
    status: 'succeeded',
    succeededAt: deps.now(),
  });
  const hasQueuedEmail = await completePayment(deps, {
    payment: succeeded,
    applicationWithStudent,
    ip: origin.ip,
  });
  return { outcome: 'applied', hasQueuedEmail, refundOwedId: null };
}

const tierRank = (tier: PackageTier) => packageTiers.indexOf(tier);

/**
 * After a payment row became succeeded, in its transaction: derives the path's fields again,
 * audits, queues the receipt and tells the open pages. `path` is the path as it was before,
 * locked (undefined when it was deleted: the payment is still recorded and audited).
 */
export async function completePayment(
  deps: PaymentDeps,
  input: {
    payment: PaymentRow;
    applicationWithStudent: ApplicationWithStudent | undefined;
    ip: string | null;
  },
): Promise<boolean> {
  const { payment, applicationWithStudent } = input;
  const now = deps.now();
  const before = applicationWithStudent ? ownedTier(applicationWithStudent.application) : null;
  const upgradedFrom =
    before !== null && tierRank(before) < tierRank(payment.packageTier) ? before : null;
  const paidApplication = applicationWithStudent
    ? await recomputePathPayment(deps.db, applicationWithStudent.application.id, now)
    : undefined;
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
      // A guardian who paid on the student's behalf, by account id only.
      ...(payment.paidBy ? { paidBy: payment.paidBy } : {}),
    },
  });
  if (!applicationWithStudent) return false;
  // Issue 29: a payment puts the move with the consultant (the service starts).
  await recordStudentMove(deps.db, {
    applicationId: applicationWithStudent.application.id,
    kind: 'payment',
    at: now,
  });
  await queueReceipt(deps, { payment, applicationWithStudent, upgradedFrom, at: now });
  // The receipt is the email; the update (with the live event) is what the page shows. Its text is
  // what the path now waits for: an unpaid find_program path's last update says to choose a
  // package, which must not stay the newest word once it is paid.
  await notifyStudent(deps, {
    applicationId: applicationWithStudent.application.id,
    actorId: null,
    update: {
      type: 'status_change',
      title: paymentUpdateTitle(payment, upgradedFrom),
      description: paidApplication
        ? (describeApplicationStatus(paidApplication)?.nextSteps ?? null)
        : null,
    },
  });
  return true;
}

/** 'Package paid: Premium', 'Package upgraded: Standard to Premium', 'Package activated: Basic'. */
function paymentUpdateTitle(payment: PaymentRow, upgradedFrom: PackageTier | null): string {
  const name = packageDefinitions[payment.packageTier].name;
  if (upgradedFrom) {
    return `Package upgraded: ${packageDefinitions[upgradedFrom].name} to ${name}`;
  }
  return payment.amountCents === 0 ? `Package activated: ${name}` : `Package paid: ${name}`;
}

async function queueReceipt(
  deps: PaymentDeps & ServiceDeps,
  input: {
    payment: PaymentRow;
    applicationWithStudent: ApplicationWithStudent;
    upgradedFrom: PackageTier | null;
    at: Date;
  },
): Promise<void> {
  const { payment, applicationWithStudent } = input;
  // The receipt goes to whoever paid: the guardian's address and name when a guardian paid.
  const payer = payment.paidBy ? await findGuardianPayer(deps.db, payment.paidBy) : undefined;
  const to = payer?.email ?? applicationWithStudent.email;
  // In the language of the account it goes to (issue 27).
  const language = (await findLanguageByEmail(deps.db, to)) ?? defaultLanguage;
  await queueEmail(deps, {
    to,
    email: renderPaymentReceiptEmail({
      email: to,
      language,
      packageName: emailPackageName(language, payment.packageTier),
      upgradedFromName: input.upgradedFrom ? emailPackageName(language, input.upgradedFrom) : null,
      amountText: formatUsdAmount(payment.amountCents, language),
      dateText: formatDisplayDate(input.at, language, 'UTC'),
      reference: payment.providerReference ?? payment.id,
      applicationUrl: applicationUrl(deps.appUrl, applicationWithStudent.application.id),
      isTestPayment: payment.provider === 'simulated',
      payer: payer ? { name: payer.name } : null,
    }),
  });
}
