// The simulated provider's card form (decision 024): the student confirms an intent of their own
// path with one of the test cards (or a guardian one they asked for on a linked student's behalf,
// issue 26). A success is the provider's payment_intent.succeeded event, applied through the same
// function as a Stripe webhook; a refusal is a 402 with the card's refusal code (and Stripe's
// message). Anyone else's secret, an unknown one, or any call while Stripe is configured: 404.
import type { Application, SimulatedCard } from '@studypath/domain';
import type { PaymentRow } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { isSimulatedPaymentProvider } from '../../platform/payments/simulated-payment-provider.ts';
import { toApplication, findApplicationById } from '../applications/index.ts';
import { assertGuardianOf } from '../guardians/index.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { refuseStalePaymentBeforeCharge } from './payment-precheck.ts';
import { applyPaymentEvent } from './payment-success.service.ts';
import { findPaymentByProviderReference } from './payments.queries.ts';

export async function confirmSimulatedPayment(
  deps: PaymentDeps,
  /** The card as the domain schema parsed it (digits only). */
  input: {
    /** The student, or the guardian who asked for the intent on a linked student's behalf. */
    userId: string;
    isGuardian?: boolean;
    card: SimulatedCard & { clientSecret: string };
    ip: string;
  },
): Promise<Application> {
  const notFound = new AppError('payment.intent_not_found');
  const { provider } = deps;
  if (!isSimulatedPaymentProvider(provider)) throw notFound;
  const intentId = await provider.findIntentIdByClientSecret(input.card.clientSecret);
  const payment = intentId
    ? await findPaymentByProviderReference(deps.db, 'simulated', intentId)
    : undefined;
  if (!payment?.applicationId || !(await isConfirmableBy(deps, payment, input))) throw notFound;
  const application = await findApplicationById(deps.db, payment.applicationId);
  if (!application || application.userId !== payment.userId) throw notFound;
  // Issue 23: the path is checked again before the card is charged (409 and cancelled if stale).
  await refuseStalePaymentBeforeCharge(deps, payment);

  const result = await provider.confirmCard(input.card);
  if (!result) throw notFound;
  if (result.outcome === 'declined') {
    throw new AppError(result.code);
  }
  if (result.outcome === 'canceled') {
    throw new AppError('payment.changed_meanwhile');
  }
  const outcome = await applyPaymentEvent(deps, result.event, { ip: input.ip });
  // Issue 23: the path changed between the check above and the charge; the money went back.
  if (outcome === 'refunded') {
    throw new AppError('payment.refunded_automatically');
  }
  const updated = await findApplicationById(deps.db, payment.applicationId);
  if (!updated) throw notFound;
  return toApplication(updated);
}

/**
 * The student confirms their own intents; a guardian only those they asked for (paid_by), for a
 * student they still follow. Anyone else: the 404 of an unknown secret.
 */
async function isConfirmableBy(
  deps: PaymentDeps,
  payment: PaymentRow,
  caller: { userId: string; isGuardian?: boolean },
): Promise<boolean> {
  if (!caller.isGuardian) return payment.userId === caller.userId && payment.paidBy === null;
  if (payment.paidBy !== caller.userId || payment.userId === null) return false;
  try {
    await assertGuardianOf(deps, caller.userId, payment.userId);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'student.not_found') return false;
    throw error;
  }
}
