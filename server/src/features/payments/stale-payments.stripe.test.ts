import type { AdminPayment, ErrorResponse } from '@studypath/domain';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, payments } from '../../platform/db/schema/index.ts';
import {
  startFakeStripeApi,
  stripeEventPayload,
  type FakeIntent,
  type FakeStripeApi,
} from '../../../test/fake-stripe-api.ts';
import type { TestClient } from '../../../test/http-client.ts';
import {
  pathAudits,
  pathOf,
  type PayingStudent,
  payingStudent,
  signedInClient,
  stripeIntentFor,
  stripeProviderFor,
} from '../../../test/payment-factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

// Issue 23 with Stripe: the customer pays in Stripe's form, and the webhook arrives after the path
// changed. The money was taken, so the portal does not apply it and refunds it at Stripe itself.
describe('a Stripe payment whose path changed before its webhook arrived', () => {
  const webhookSecret = 'whsec_stale_payments_secret';
  let fake: FakeStripeApi;
  let t: TestServer;
  let admin: TestClient;
  beforeAll(async () => {
    fake = await startFakeStripeApi();
    t = await startTestServer({
      paymentProvider: stripeProviderFor(fake, { publishableKey: 'pk_test_stale', webhookSecret }),
    });
    admin = await signedInClient(t, (await t.createUser({ role: 'admin' })).user);
  });
  // After-hooks run last-registered first: the server closes before the fake Stripe API.
  afterAll(() => fake.close());
  afterAll(() => t.close());

  const intentFor = (student: PayingStudent, packageTier: string) =>
    stripeIntentFor(fake, student, packageTier);

  const deliver = (payload: string) =>
    t.http.request<{ received: true } | ErrorResponse>('POST', '/api/stripe/webhook', {
      rawBody: payload,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: webhookSecret,
        }),
      },
    });
  const succeeded = (intent: FakeIntent) =>
    stripeEventPayload({ type: 'payment_intent.succeeded', intent });

  async function payThroughWebhook(student: PayingStudent, packageTier: string) {
    const intent = await intentFor(student, packageTier);
    fake.pay(intent.id);
    expect((await deliver(succeeded(intent))).status).toBe(200);
  }

  /** A new student who paid Ultimate in Stripe's form; its webhook is not delivered yet. */
  async function paidUltimateInStripe() {
    const student = await payingStudent(t);
    const ultimate = await intentFor(student, 'ultimate');
    fake.pay(ultimate.id);
    return { student, ultimate };
  }

  const paymentOf = async (intent: FakeIntent) => {
    const [row] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.providerReference, intent.id));
    return row;
  };
  const payingRows = (student: PayingStudent) =>
    t.db
      .select()
      .from(payments)
      .where(and(eq(payments.applicationId, student.application.id), eq(payments.kind, 'payment')));
  const refundRowsOf = (paymentId: string | undefined) =>
    t.db
      .select()
      .from(payments)
      .where(eq(payments.refundOfId, paymentId ?? ''));
  const refundCallsFor = (intent: FakeIntent) =>
    fake.requests.filter(
      (request) => request.path === '/v1/refunds' && request.form.payment_intent === intent.id,
    );
  const refund = (paymentId: string) =>
    admin.request<AdminPayment | ErrorResponse>('POST', `/api/admin/payments/${paymentId}/refund`, {
      withCsrf: true,
    });
  const emailsTo = (email: string, template: string) =>
    t.db.$count(
      emailOutbox,
      and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, template)),
    );

  it('refunds at Stripe a premium upgrade whose webhook arrives after the basic payment was refunded', async () => {
    const student = await payingStudent(t);
    await payThroughWebhook(student, 'basic');
    const premium = await intentFor(student, 'premium');
    expect(premium.amount).toBe(100_000);
    // The customer pays the upgrade; its webhook is late.
    fake.pay(premium.id);
    const basic = (await payingRows(student)).find((row) => row.packageTier === 'basic');
    expect((await refund(basic?.id ?? '')).status).toBe(200);

    const payload = succeeded(premium);
    expect((await deliver(payload)).status).toBe(200);
    expect(await pathOf(student)).toMatchObject({ paymentStatus: 'unpaid', packageTier: null });
    const payment = await paymentOf(premium);
    expect(payment).toMatchObject({ status: 'refunded', amountCents: 100_000 });
    const refunds = await refundRowsOf(payment?.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ kind: 'refund', amountCents: 100_000, status: 'succeeded' });
    expect(refunds[0]?.providerReference).toMatch(/^re_/);
    const calls = refundCallsFor(premium);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.idempotencyKey).toBe(`refund:${payment?.id}`);
    expect(calls[0]?.form.amount).toBe('100000');

    const automatic = (await pathAudits(t, student.application.id, 'payment_refunded')).filter(
      (row) => row.userId === null,
    );
    expect(automatic).toHaveLength(1);
    expect(automatic[0]?.details).toMatchObject({
      automatic: true,
      reason: 'path_changed',
      paymentId: payment?.id,
      refundReference: refunds[0]?.providerReference,
    });
    expect(await emailsTo(student.user.email, 'payment_refunded_automatically')).toBe(1);
    // Only the basic payment ever had a receipt.
    expect(await emailsTo(student.user.email, 'payment_receipt')).toBe(1);

    // Stripe delivers the event again: nothing more.
    expect((await deliver(payload)).status).toBe(200);
    expect(refundCallsFor(premium)).toHaveLength(1);
    expect(await refundRowsOf(payment?.id)).toHaveLength(1);
  });

  it('refunds at Stripe an ultimate payment whose webhook arrives after the path was closed', async () => {
    const { student, ultimate } = await paidUltimateInStripe();
    const closed = await admin.request(
      'PATCH',
      `/api/admin/applications/${student.application.id}/close`,
      {
        json: { reason: 'The student withdrew by email.' },
        withCsrf: true,
      },
    );
    expect(closed.status).toBe(200);

    expect((await deliver(succeeded(ultimate))).status).toBe(200);
    expect((await pathOf(student)).paymentStatus).toBe('unpaid');
    const payment = await paymentOf(ultimate);
    expect(payment?.status).toBe('refunded');
    expect(await refundRowsOf(payment?.id)).toHaveLength(1);
    expect(refundCallsFor(ultimate)).toHaveLength(1);
    const [audit] = await pathAudits(t, student.application.id, 'payment_refunded');
    expect(audit?.details).toMatchObject({ automatic: true, reason: 'path_ended' });
    expect(await emailsTo(student.user.email, 'payment_refunded_automatically')).toBe(1);
  });

  it('two deliveries of the success at once refund once', async () => {
    const { student, ultimate } = await paidUltimateInStripe();
    const ended = await admin.request(
      'PATCH',
      `/api/admin/applications/${student.application.id}/status`,
      { json: { status: 'withdrawn' }, withCsrf: true },
    );
    expect(ended.status).toBe(200);
    // Two events for one payment (Stripe may send a retry with a new id), racing.
    const answers = await Promise.all([deliver(succeeded(ultimate)), deliver(succeeded(ultimate))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const payment = await paymentOf(ultimate);
    expect(payment?.status).toBe('refunded');
    expect(await refundRowsOf(payment?.id)).toHaveLength(1);
    // Whoever asked Stripe, they asked with the payment's one key: one refund there.
    expect(new Set(refundCallsFor(ultimate).map((call) => call.idempotencyKey))).toEqual(
      new Set([`refund:${payment?.id}`]),
    );
    expect(await emailsTo(student.user.email, 'payment_refunded_automatically')).toBe(1);
  });

  it('keeps a refund Stripe failed as owed: the retried webhook or a consultant gives it back', async () => {
    const { student, ultimate } = await paidUltimateInStripe();
    await admin.request('PATCH', `/api/admin/applications/${student.application.id}/status`, {
      json: { status: 'refused' },
      withCsrf: true,
    });
    fake.failNext('/v1/refunds');
    const payload = succeeded(ultimate);
    // An error makes Stripe deliver the event again later.
    expect((await deliver(payload)).status).toBe(502);
    const owed = await paymentOf(ultimate);
    expect(owed).toMatchObject({ status: 'canceled' });
    expect(owed?.succeededAt).not.toBeNull();
    expect(await refundRowsOf(owed?.id)).toHaveLength(0);
    expect((await pathOf(student)).paymentStatus).toBe('unpaid');
    // The consultant sees it as refundable, whatever its age.
    const listed = await admin.get<AdminPayment[]>(
      `/api/admin/applications/${student.application.id}/payments`,
    );
    expect(listed.body.find((row) => row.id === owed?.id)).toMatchObject({
      status: 'canceled',
      refundable: true,
    });

    expect((await deliver(payload)).status).toBe(200);
    expect((await paymentOf(ultimate))?.status).toBe('refunded');
    expect(await refundRowsOf(owed?.id)).toHaveLength(1);
    expect(await emailsTo(student.user.email, 'payment_refunded_automatically')).toBe(1);
  });

  it('a consultant can refund a payment still owed after Stripe failed', async () => {
    const { student, ultimate } = await paidUltimateInStripe();
    await admin.request('PATCH', `/api/admin/applications/${student.application.id}/close`, {
      json: { reason: 'Duplicate path.' },
      withCsrf: true,
    });
    fake.failNext('/v1/refunds');
    expect((await deliver(succeeded(ultimate))).status).toBe(502);
    const owed = await paymentOf(ultimate);
    const refunded = await refund(owed?.id ?? '');
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'refunded' });
    expect(await refundRowsOf(owed?.id)).toHaveLength(1);
    expect(refundCallsFor(ultimate).at(-1)?.idempotencyKey).toBe(`refund:${owed?.id}`);
  });

  it('a refund and a move to a terminal status cancel the path’s open intents at Stripe', async () => {
    const refunded = await payingStudent(t);
    await payThroughWebhook(refunded, 'basic');
    const premium = await intentFor(refunded, 'premium');
    const basic = (await payingRows(refunded)).find((row) => row.packageTier === 'basic');
    expect((await refund(basic?.id ?? '')).status).toBe(200);
    expect(fake.intents.get(premium.id)?.status).toBe('canceled');
    expect((await paymentOf(premium))?.status).toBe('canceled');

    const completed = await payingStudent(t);
    const standard = await intentFor(completed, 'standard');
    await admin.request('PATCH', `/api/admin/applications/${completed.application.id}/status`, {
      json: { status: 'completed' },
      withCsrf: true,
    });
    expect(fake.intents.get(standard.id)?.status).toBe('canceled');
    expect((await paymentOf(standard))?.status).toBe('canceled');
  });
});
