import type {
  AdminPayment,
  Application,
  ErrorResponse,
  PaymentConfigResponse,
  PaymentIntentResponse,
  StudentApplicationUpdate,
} from '@studypath/domain';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, payments } from '../../platform/db/schema/index.ts';
import {
  startFakeStripeApi,
  stripeEventPayload,
  type FakeIntent,
  type FakeStripeApi,
} from '../../../test/fake-stripe-api.ts';
import type { TestClient } from '../../../test/http-client.ts';
import {
  askForIntent,
  pathOf,
  type PayingStudent,
  payingStudent,
  payWithSimulatedCard,
  receiptsTo,
  signedInClient,
  stripeIntentFor,
  stripeProviderFor,
  successAudits,
} from '../../../test/payment-factories.ts';
import { collectingLogStream } from '../../../test/log-lines.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

describe('payments through Stripe (fake Stripe API on loopback)', () => {
  const webhookSecret = 'whsec_feature_test_secret';
  const logLines: string[] = [];
  const signatures: string[] = [];
  let fake: FakeStripeApi;
  let t: TestServer;
  let admin: TestClient;
  beforeAll(async () => {
    fake = await startFakeStripeApi();
    t = await startTestServer({
      env: { LOG_LEVEL: 'info' },
      logStream: collectingLogStream(logLines),
      paymentProvider: stripeProviderFor(fake, {
        publishableKey: 'pk_test_feature',
        webhookSecret,
      }),
    });
    admin = await signedInClient(t, (await t.createUser({ role: 'admin' })).user);
  });
  // After-hooks run last-registered first: the server closes before the fake Stripe API.
  afterAll(() => fake.close());
  afterAll(() => t.close());

  const intentFor = (student: PayingStudent, packageTier: string) =>
    stripeIntentFor(fake, student, packageTier);

  const deliver = (payload: string, signature?: string) =>
    t.http.request<{ received: true } | ErrorResponse>('POST', '/api/stripe/webhook', {
      rawBody: payload,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature === undefined ? {} : { 'stripe-signature': signature }),
      },
    });
  const signed = (payload: string) => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    signatures.push(signature);
    return signature;
  };
  const succeededEvent = (intent: FakeIntent, id?: string) =>
    stripeEventPayload({ ...(id ? { id } : {}), type: 'payment_intent.succeeded', intent });

  it('tells the screen to load Stripe with the publishable key, and opens the CSP to Stripe', async () => {
    const student = await payingStudent(t);
    const config = await student.client.get<PaymentConfigResponse>('/api/payments/config');
    expect(config.body).toEqual({ provider: 'stripe', publishableKey: 'pk_test_feature' });
    const csp = config.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
  });

  it('creates the intent with the server’s amount and the key payment-intent:<row id>, once', async () => {
    const student = await payingStudent(t);
    const body = { applicationId: student.application.id, packageTier: 'premium', amount: 100 };
    const first = await askForIntent<PaymentIntentResponse>(student.client, body);
    const second = await askForIntent<PaymentIntentResponse>(student.client, body);
    expect(first.status).toBe(200);
    expect(second.body.clientSecret).toBe(first.body.clientSecret);
    const [row] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.applicationId, student.application.id));
    const created = fake.requests.filter(
      (request) =>
        request.path === '/v1/payment_intents' &&
        request.idempotencyKey === `payment-intent:${row?.id}`,
    );
    expect(created).toHaveLength(1);
    expect(created[0]?.form.amount).toBe('149900');
    expect(created[0]?.form['metadata[applicationId]']).toBe(student.application.id);
    expect(row).toMatchObject({ provider: 'stripe', status: 'pending' });
    expect(row?.providerReference).toMatch(/^pi_/);
  });

  it('refuses a webhook without a signature or with a wrong one (400), changing nothing', async () => {
    const student = await payingStudent(t);
    const intent = await intentFor(student, 'basic');
    fake.pay(intent.id);
    const payload = succeededEvent(intent);
    expect((await deliver(payload)).status).toBe(400);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_forged' });
    const refused = await deliver(payload, forged);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'bad_request' });
    // Signed, but not over these bytes.
    const tampered = payload.replace('"livemode":false', '"livemode":true');
    expect(tampered).not.toBe(payload);
    expect((await deliver(tampered, signed(payload))).status).toBe(400);
    expect((await pathOf(student)).paymentStatus).toBe('unpaid');
    expect(await t.db.$count(paymentEvents)).toBe(0);
  });

  it('applies one event delivered 5 times once: one receipt, one audit row, the price counted once', async () => {
    const student = await payingStudent(t);
    const intent = await intentFor(student, 'standard');
    fake.pay(intent.id);
    const payload = succeededEvent(intent);
    const answers = [];
    for (let delivery = 0; delivery < 5; delivery += 1) {
      answers.push(await deliver(payload, signed(payload)));
    }
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual(
      Array.from({ length: 5 }, () => [200, { received: true }]),
    );
    expect(await pathOf(student)).toMatchObject({
      paymentStatus: 'paid',
      packageTier: 'standard',
      packagePrice: 89_900,
    });
    expect(await receiptsTo(t, student.user.email)).toBe(1);
    expect(await successAudits(t, student.application.id)).toBe(1);
    // The same payment told again in a new event (Stripe's retries carry the same id; this one
    // does not) still counts once.
    const retold = succeededEvent(intent);
    expect((await deliver(retold, signed(retold))).status).toBe(200);
    expect((await pathOf(student)).packagePrice).toBe(89_900);
    // One update on the path for the student's Recent Updates, however often it was told.
    const updates = await student.client.get<StudentApplicationUpdate[]>(
      `/api/applications/${student.application.id}/updates`,
    );
    expect(updates.body.map((update) => update.title)).toEqual(['Package paid: Standard']);
  });

  it('reconciles before the webhook, and the late webhook then changes nothing', async () => {
    const student = await payingStudent(t);
    const intent = await intentFor(student, 'ultimate');
    fake.pay(intent.id);
    const reconciled = await student.client.request<Application>(
      'POST',
      `/api/applications/${student.application.id}/payment/reconcile`,
      { withCsrf: true },
    );
    expect(reconciled.body).toMatchObject({ paymentStatus: 'paid', packageTier: 'ultimate' });
    const paidAt = reconciled.body.paidAt;
    const payload = succeededEvent(intent);
    expect((await deliver(payload, signed(payload))).status).toBe(200);
    expect(await pathOf(student)).toMatchObject({ packagePrice: 249_900, paidAt });
    expect(await receiptsTo(t, student.user.email)).toBe(1);
    expect(await successAudits(t, student.application.id)).toBe(1);
  });

  it('stores and ignores other events, and ignores a success whose amount differs from the payment', async () => {
    const student = await payingStudent(t);
    const intent = await intentFor(student, 'basic');
    const created = stripeEventPayload({ type: 'payment_intent.created', intent });
    expect((await deliver(created, signed(created))).status).toBe(200);
    const wrongAmount = succeededEvent({ ...intent, amount: 1 });
    expect((await deliver(wrongAmount, signed(wrongAmount))).status).toBe(200);
    expect((await pathOf(student)).paymentStatus).toBe('unpaid');
    expect(await t.db.$count(paymentEvents, eq(paymentEvents.type, 'payment_intent.created'))).toBe(
      1,
    );
  });

  it('has no simulated card form while Stripe is configured (404)', async () => {
    const student = await payingStudent(t);
    const response = await askForIntent<PaymentIntentResponse>(student.client, {
      applicationId: student.application.id,
      packageTier: 'basic',
    });
    const confirm = await payWithSimulatedCard(student.client, response.body.clientSecret ?? '');
    expect(confirm.status).toBe(404);
  });

  it('refunds through Stripe with the key refund:<payment id>; a Stripe failure writes nothing (502)', async () => {
    const student = await payingStudent(t);
    const intent = await intentFor(student, 'standard');
    fake.pay(intent.id);
    const payload = succeededEvent(intent);
    await deliver(payload, signed(payload));
    const [payment] = (
      await admin.get<AdminPayment[]>(`/api/admin/applications/${student.application.id}/payments`)
    ).body;
    const refund = () =>
      admin.request<AdminPayment | ErrorResponse>(
        'POST',
        `/api/admin/payments/${payment?.id}/refund`,
        { withCsrf: true },
      );

    fake.failNext('/v1/refunds');
    const failed = await refund();
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ error: 'payment_provider_error' });
    expect(await t.db.$count(payments, eq(payments.refundOfId, payment?.id ?? ''))).toBe(0);
    expect((await pathOf(student)).paymentStatus).toBe('paid');

    const refunded = await refund();
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'refunded' });
    const calls = fake.requests.filter((request) => request.path === '/v1/refunds');
    expect(calls.at(-1)?.idempotencyKey).toBe(`refund:${payment?.id}`);
    expect(calls.at(-1)?.form).toMatchObject({ payment_intent: intent.id, amount: '89900' });
    expect((await pathOf(student)).paymentStatus).toBe('unpaid');
  });

  it('logs no key, client secret or signature along the way', () => {
    const log = logLines.join('');
    expect(log).toContain('payment event already applied');
    const secrets = [
      fake.secretKey,
      webhookSecret,
      ...[...fake.intents.values()].map((intent) => intent.client_secret),
      ...signatures.map((signature) => /v1=([0-9a-f]+)/.exec(signature)?.[1] ?? signature),
    ];
    expect(secrets.length).toBeGreaterThan(5);
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
