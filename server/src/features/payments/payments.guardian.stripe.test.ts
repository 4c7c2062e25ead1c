import type { PaymentIntentResponse } from '@studypath/domain';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../platform/db/schema/index.ts';
import { createMemoryTransport } from '../../platform/email/transports/memory-transport.ts';
import {
  startFakeStripeApi,
  stripeEventPayload,
  type FakeStripeApi,
} from '../../../test/fake-stripe-api.ts';
import { signedInGuardian } from '../../../test/linked-guardians.ts';
import {
  deliveredTo,
  pathOf,
  payingStudent,
  receiptsTo,
  stripeProviderFor,
} from '../../../test/payment-factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

describe('a guardian paying through Stripe (fake Stripe API on loopback)', () => {
  const webhookSecret = 'whsec_guardian_test_secret';
  const mailbox = createMemoryTransport();
  let fake: FakeStripeApi;
  let t: TestServer;
  beforeAll(async () => {
    fake = await startFakeStripeApi();
    t = await startTestServer({
      emailTransport: mailbox,
      paymentProvider: stripeProviderFor(fake, { publishableKey: 'pk_test_g', webhookSecret }),
    });
  });
  // After-hooks run last-registered first: the server closes before the fake Stripe API.
  afterAll(() => fake.close());
  afterAll(() => t.close());

  it('carries the payer on the pending row: the webhook pays the path and the receipt goes to the guardian', async () => {
    const student = await payingStudent(t);
    const guardian = await signedInGuardian(t, student.user.id);
    const asked = await guardian.client.request<PaymentIntentResponse>(
      'POST',
      `/api/guardian/students/${student.user.id}/create-payment-intent`,
      { json: { applicationId: student.application.id, packageTier: 'basic' }, withCsrf: true },
    );
    expect(asked.status).toBe(200);
    const intent = [...fake.intents.values()].find(
      (candidate) => candidate.client_secret === asked.body.clientSecret,
    );
    if (!intent) throw new Error('no intent at the fake Stripe API');
    const [pending] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.applicationId, student.application.id));
    expect(pending).toMatchObject({ status: 'pending', paidBy: guardian.user.id });

    fake.pay(intent.id);
    const payload = stripeEventPayload({ type: 'payment_intent.succeeded', intent });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const delivered = await t.http.request('POST', '/api/stripe/webhook', {
      rawBody: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(delivered.status).toBe(200);
    expect((await pathOf(student)).paymentStatus).toBe('paid');
    const [receipt] = await deliveredTo(t, mailbox, guardian.user.email);
    expect(receipt?.subject).toBe('Your StudyPath receipt: Basic package');
    expect(receipt?.text).toContain(`Paid by: ${guardian.user.email} (guardian)`);
    expect(await receiptsTo(t, student.user.email)).toBe(0);
  });
});
