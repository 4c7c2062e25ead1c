// The simulated provider's card form (decision 024): the student confirms an intent of their own
// path with one of the test cards. A success is the provider's payment_intent.succeeded event,
// applied through the same function as a Stripe webhook; a refusal is a 402 with the card's
// refusal code (and Stripe's message). Anyone else's secret, an unknown one, or any call while
// Stripe is configured: 404.
import type { Application, SimulatedCard } from '@studypath/domain';
import { AppError } from '../../platform/http/app-error.ts';
import { isSimulatedPaymentProvider } from '../../platform/payments/simulated-payment-provider.ts';
import { toApplication, findApplicationById } from '../applications/index.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { refuseStalePaymentBeforeCharge } from './payment-precheck.ts';
import { applyPaymentEvent } from './payment-success.service.ts';
import { findPaymentByProviderReference } from './payments.queries.ts';

export async function confirmSimulatedPayment(
  deps: PaymentDeps,
  /** The card as the domain schema parsed it (digits only). */
  input: { userId: string; card: SimulatedCard & { clientSecret: string }; ip: string },
): Promise<Application> {
  const notFound = new AppError('payment.intent_not_found');
  const { provider } = deps;
  if (!isSimulatedPaymentProvider(provider)) throw notFound;
  const intentId = await provider.findIntentIdByClientSecret(input.card.clientSecret);
  const payment = intentId
    ? await findPaymentByProviderReference(deps.db, 'simulated', intentId)
    : undefined;
  if (!payment?.applicationId || payment.userId !== input.userId) throw notFound;
  const application = await findApplicationById(deps.db, payment.applicationId);
  if (!application || application.userId !== input.userId) throw notFound;
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
