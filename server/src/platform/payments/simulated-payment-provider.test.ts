import { SIMULATED_DECLINED_CARD, SIMULATED_SUCCESS_CARD } from '@studypath/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/test-clock.ts';
import { createTestDatabase, type TestDatabaseHandle } from '../../../test/test-database.ts';
import { PaymentProviderError, WebhookSignatureError } from './payment-provider.ts';
import {
  createSimulatedPaymentProvider,
  type SimulatedPaymentProvider,
} from './simulated-payment-provider.ts';

/** A card good for as long as this test will run. */
const card = (cardNumber: string, expiry = '12/99') => ({ cardNumber, expiry, cvc: '123' });

describe('the simulated payment provider', () => {
  let database: TestDatabaseHandle;
  let provider: SimulatedPaymentProvider;
  beforeAll(async () => {
    database = await createTestDatabase();
    provider = createSimulatedPaymentProvider({ db: database.db, now: createTestClock().now });
  });
  afterAll(async () => {
    await database.release();
  });

  const create = (idempotencyKey: string, amountCents = 49_900) =>
    provider.createIntent({ amountCents, currency: 'usd', idempotencyKey, metadata: {} });

  it('answers the same intent for the same idempotency key, and refuses the key with another amount', async () => {
    const first = await create('payment-intent:a');
    expect(await create('payment-intent:a')).toEqual(first);
    expect(first.clientSecret.startsWith(`${first.id}_secret_`)).toBe(true);
    await expect(create('payment-intent:a', 100)).rejects.toBeInstanceOf(PaymentProviderError);
    expect((await create('payment-intent:b')).id).not.toBe(first.id);
  });

  it('declines the test cards it declines, then succeeds with 4242…, answering one event id', async () => {
    const intent = await create('payment-intent:c');
    const confirm = (cardNumber: string, expiry?: string) =>
      provider.confirmCard({ clientSecret: intent.clientSecret, ...card(cardNumber, expiry) });
    expect(await confirm(SIMULATED_SUCCESS_CARD, '01/24')).toEqual({
      outcome: 'declined',
      code: 'card.expired',
    });
    expect(await confirm(SIMULATED_DECLINED_CARD)).toEqual({
      outcome: 'declined',
      code: 'card.declined',
    });
    expect(await confirm('4111111111111111')).toEqual({
      outcome: 'declined',
      code: 'card.number_incorrect',
    });
    const paid = await confirm(SIMULATED_SUCCESS_CARD);
    expect(paid).toMatchObject({
      outcome: 'succeeded',
      event: {
        type: 'payment_intent.succeeded',
        intentId: intent.id,
        amountCents: 49_900,
        currency: 'usd',
      },
    });
    expect(await confirm(SIMULATED_SUCCESS_CARD)).toEqual(paid);
    expect((await provider.retrieveIntent(intent.id)).status).toBe('succeeded');
    expect(
      await provider.confirmCard({
        clientSecret: `${intent.clientSecret}x`,
        ...card(SIMULATED_SUCCESS_CARD),
      }),
    ).toBeNull();
  });

  it('refunds a succeeded intent once, cancels only an unpaid one, and takes no webhooks', async () => {
    const paid = await create('payment-intent:d');
    await provider.confirmCard({
      clientSecret: paid.clientSecret,
      ...card(SIMULATED_SUCCESS_CARD),
    });
    const refund = { intentId: paid.id, amountCents: 49_900, idempotencyKey: `refund:${paid.id}` };
    const first = await provider.refund(refund);
    expect(first.id).toMatch(/^sim_re_/);
    expect(await provider.refund(refund)).toEqual(first);
    await expect(provider.cancelIntent(paid.id)).rejects.toBeInstanceOf(PaymentProviderError);

    const open = await create('payment-intent:e');
    await provider.cancelIntent(open.id);
    expect(
      await provider.confirmCard({
        clientSecret: open.clientSecret,
        ...card(SIMULATED_SUCCESS_CARD),
      }),
    ).toEqual({ outcome: 'canceled' });
    await expect(
      provider.refund({ intentId: open.id, amountCents: 49_900, idempotencyKey: 'refund:e' }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    expect(() => provider.parseWebhookEvent(Buffer.from('{}'), 't=1,v1=0')).toThrow(
      WebhookSignatureError,
    );
  });
});
