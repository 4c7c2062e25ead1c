// Picks the payment driver from configuration: Stripe when its three variables are set (config.ts
// insists on all of them then), otherwise the simulated provider, so a local run needs no account.
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSimulatedPaymentProvider } from './simulated-payment-provider.ts';
import { createStripePaymentProvider } from './stripe-payment-provider.ts';

export function createPaymentProvider(
  config: Pick<Config, 'stripe'>,
  deps: { db: Database; now: () => Date },
): PaymentProvider {
  if (config.stripe) return createStripePaymentProvider(config.stripe);
  return createSimulatedPaymentProvider(deps);
}
