import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeStripeApi,
  stripeEventPayload,
  type FakeStripeApi,
} from '../../../test/fake-stripe-api.ts';
import { PaymentProviderError, WebhookSignatureError } from './payment-provider.ts';
import { createStripePaymentProvider } from './stripe-payment-provider.ts';

describe('the Stripe driver against a fake Stripe API on loopback', () => {
  const webhookSecret = 'whsec_test_provider_secret';
  let fake: FakeStripeApi;
  let provider: ReturnType<typeof createStripePaymentProvider>;
  beforeAll(async () => {
    fake = await startFakeStripeApi();
    provider = createStripePaymentProvider({
      secretKey: fake.secretKey,
      publishableKey: 'pk_test_provider',
      webhookSecret,
      host: fake.host,
      port: fake.port,
      protocol: fake.protocol,
    });
  });
  afterAll(async () => {
    await fake.close();
  });

  const create = (idempotencyKey: string, amountCents = 89_900) =>
    provider.createIntent({
      amountCents,
      currency: 'usd',
      idempotencyKey,
      metadata: { paymentId: 'p-1', packageTier: 'standard' },
    });

  it('creates a card intent with the idempotency key, and the same key answers the same intent', async () => {
    const first = await create('payment-intent:one');
    const again = await create('payment-intent:one');
    expect(again).toEqual(first);
    expect(first.id).toMatch(/^pi_/);
    expect(first.clientSecret).toContain('_secret_');
    expect(first.status).toBe('requires_payment');
    const calls = fake.requests.filter((request) => request.path === '/v1/payment_intents');
    expect(calls.map((call) => call.idempotencyKey)).toEqual([
      'payment-intent:one',
      'payment-intent:one',
    ]);
    expect(calls[0]?.form).toMatchObject({
      amount: '89900',
      currency: 'usd',
      'allowed_payment_method_types[0]': 'card',
      'metadata[paymentId]': 'p-1',
    });
    expect(fake.intents.size).toBe(1);
  });

  it('retrieves, cancels and refunds an intent', async () => {
    const created = await create('payment-intent:two', 60_000);
    expect(await provider.retrieveIntent(created.id)).toEqual({
      ...created,
      amountCents: 60_000,
      currency: 'usd',
    });
    fake.pay(created.id);
    expect((await provider.retrieveIntent(created.id)).status).toBe('succeeded');
    const refund = await provider.refund({
      intentId: created.id,
      amountCents: 60_000,
      idempotencyKey: `refund:${created.id}`,
    });
    expect(refund).toMatchObject({ status: 'succeeded' });
    expect(refund.id).toMatch(/^re_/);
    const refundCall = fake.requests.find((request) => request.path === '/v1/refunds');
    expect(refundCall?.idempotencyKey).toBe(`refund:${created.id}`);

    const other = await create('payment-intent:three');
    await provider.cancelIntent(other.id);
    expect((await provider.retrieveIntent(other.id)).status).toBe('canceled');
  });

  it('turns Stripe’s errors into PaymentProviderError without the secret key', async () => {
    const failure = await provider.retrieveIntent('pi_missing').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect((failure as Error).message).toContain('resource_missing');
    fake.failNext('/v1/refunds');
    const created = await create('payment-intent:four');
    fake.pay(created.id);
    const refused = await provider
      .refund({ intentId: created.id, amountCents: 89_900, idempotencyKey: 'refund:four' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    const wrongKey = createStripePaymentProvider({
      secretKey: 'sk_test_wrong_key_123456',
      publishableKey: 'pk_test_provider',
      webhookSecret,
      host: fake.host,
      port: fake.port,
      protocol: fake.protocol,
    });
    const unauthorized = await wrongKey.retrieveIntent('pi_x').catch((error: unknown) => error);
    expect(unauthorized).toBeInstanceOf(PaymentProviderError);
    expect((unauthorized as Error).message).not.toContain('sk_test_wrong_key_123456');
    expect((unauthorized as Error).message).not.toContain(fake.secretKey);
  });

  it('reads a signed webhook event over its raw bytes and refuses a missing or wrong signature', () => {
    const payload = stripeEventPayload({
      id: 'evt_one',
      type: 'payment_intent.succeeded',
      intent: { id: 'pi_one', amount: 89_900, currency: 'usd' },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(provider.parseWebhookEvent(Buffer.from(payload), header)).toEqual({
      id: 'evt_one',
      type: 'payment_intent.succeeded',
      intentId: 'pi_one',
      amountCents: 89_900,
      currency: 'usd',
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => provider.parseWebhookEvent(Buffer.from(payload), forged)).toThrow(
      WebhookSignatureError,
    );
    expect(() => provider.parseWebhookEvent(Buffer.from(`${payload} `), header)).toThrow(
      WebhookSignatureError,
    );
    expect(() => provider.parseWebhookEvent(Buffer.from(payload), undefined)).toThrow(
      WebhookSignatureError,
    );
  });
});
