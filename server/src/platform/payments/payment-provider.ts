// The one way the portal takes card payments (decision 024): an interface and two drivers, chosen
// by configuration. Stripe when its three keys are set; otherwise the simulated provider, so that
// `npm start` needs no account. Services see only this interface: amounts are integer cents, and
// events arrive provider-neutral, so a Stripe webhook and the simulated card form end in the same
// server function. Nothing here ever logs a key, a client secret or a signature.
import type { PaymentProviderName } from '@studypath/domain';

/** Where an intent stands with the provider, in the few states the portal acts on. */
export type ProviderIntentStatus = 'requires_payment' | 'processing' | 'succeeded' | 'canceled';

export interface CreateIntentInput {
  amountCents: number;
  /** Lower-case ISO code ('usd'). */
  currency: string;
  /** Asking again with the same key answers the same intent: no second charge. */
  idempotencyKey: string;
  /** Ids only (path, payment row, tier): never personal data. */
  metadata: Record<string, string>;
}

export interface CreatedIntent {
  id: string;
  /** What the browser's card form confirms; a secret: never logged, never stored by us. */
  clientSecret: string;
  status: ProviderIntentStatus;
}

export interface ProviderIntent extends CreatedIntent {
  amountCents: number;
  currency: string;
}

export interface RefundInput {
  intentId: string;
  amountCents: number;
  idempotencyKey: string;
}

export interface ProviderRefund {
  id: string;
  status: string;
}

/** A webhook event as the services see it, whatever the provider. */
export interface PaymentProviderEvent {
  /** The provider's event id: stored, so a repeat changes nothing. */
  id: string;
  /** e.g. 'payment_intent.succeeded'. */
  type: string;
  intentId?: string;
  amountCents?: number;
  currency?: string;
}

export const PAYMENT_INTENT_SUCCEEDED = 'payment_intent.succeeded';

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** For the browser (Stripe's publishable key); null for the simulated provider. */
  readonly publishableKey: string | null;
  createIntent: (input: CreateIntentInput) => Promise<CreatedIntent>;
  retrieveIntent: (intentId: string) => Promise<ProviderIntent>;
  cancelIntent: (intentId: string) => Promise<void>;
  /** Gives a whole payment back. */
  refund: (input: RefundInput) => Promise<ProviderRefund>;
  /**
   * Verifies the signature over the exact bytes received and reads the event; throws
   * WebhookSignatureError when the signature is missing or wrong.
   */
  parseWebhookEvent: (rawBody: Buffer, signatureHeader: string | undefined) => PaymentProviderEvent;
}

/** The provider failed or could not be reached: the message is safe to log, never to show. */
export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature is missing or does not match.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
