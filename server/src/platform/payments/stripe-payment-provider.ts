// Stripe through its official SDK (decision 024). Intents are card-only and created with the
// caller's idempotency key, so a retried request (ours or the SDK's network retry) never makes a
// second charge. Webhooks are verified by the SDK over the exact raw bytes received. The host,
// port and protocol options exist so tests can point the SDK at a fake Stripe API on loopback.
// Errors leave here as PaymentProviderError carrying Stripe's type and message only: never the
// request, its key or a client secret.
import Stripe from 'stripe';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentProvider,
  type PaymentProviderEvent,
  type ProviderIntentStatus,
} from './payment-provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests only: a fake Stripe API (default api.stripe.com over https). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

function intentStatus(status: string): ProviderIntentStatus {
  if (status === 'succeeded' || status === 'canceled' || status === 'processing') return status;
  return 'requires_payment';
}

function providerError(operation: string, error: unknown): PaymentProviderError {
  if (error instanceof Stripe.errors.StripeError) {
    return new PaymentProviderError(
      `Stripe ${operation} failed: ${error.type}${error.code ? ` ${error.code}` : ''}: ${error.message}`,
    );
  }
  return new PaymentProviderError(`Stripe ${operation} failed`);
}

async function calling<T>(operation: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw providerError(operation, error);
  }
}

export function createStripePaymentProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });

  return {
    name: 'stripe',
    publishableKey: options.publishableKey,

    createIntent: (input) =>
      calling('create payment intent', async () => {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            allowed_payment_method_types: ['card'],
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (!intent.client_secret) throw new PaymentProviderError('Stripe gave no client secret');
        return {
          id: intent.id,
          clientSecret: intent.client_secret,
          status: intentStatus(intent.status),
        };
      }),

    retrieveIntent: (intentId) =>
      calling('retrieve payment intent', async () => {
        const intent = await stripe.paymentIntents.retrieve(intentId);
        return {
          id: intent.id,
          clientSecret: intent.client_secret ?? '',
          status: intentStatus(intent.status),
          amountCents: intent.amount,
          currency: intent.currency,
        };
      }),

    cancelIntent: (intentId) =>
      calling('cancel payment intent', async () => {
        await stripe.paymentIntents.cancel(intentId);
      }),

    refund: (input) =>
      calling('refund', async () => {
        const refund = await stripe.refunds.create(
          { payment_intent: input.intentId, amount: input.amountCents },
          { idempotencyKey: input.idempotencyKey },
        );
        // Card refunds are 'succeeded' or, briefly, 'pending'; these two mean it did not happen.
        if (refund.status === 'failed' || refund.status === 'canceled') {
          throw new PaymentProviderError(`Stripe refund ${refund.id} is ${refund.status}`);
        }
        return { id: refund.id, status: refund.status ?? 'pending' };
      }),

    parseWebhookEvent: (rawBody, signatureHeader) => {
      if (!signatureHeader) throw new WebhookSignatureError();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret);
      } catch {
        throw new WebhookSignatureError();
      }
      const parsed: PaymentProviderEvent = { id: event.id, type: event.type };
      if (event.type.startsWith('payment_intent.')) {
        const intent = event.data.object as Stripe.PaymentIntent;
        parsed.intentId = intent.id;
        parsed.amountCents = intent.amount;
        parsed.currency = intent.currency;
      }
      return parsed;
    },
  };
}
