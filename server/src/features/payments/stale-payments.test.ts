import type {
  AdminPayment,
  Application,
  ErrorResponse,
  PaymentIntentResponse,
} from '@studypath/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  payments,
  simulatedPaymentIntents,
  type UserRow,
} from '../../platform/db/schema/index.ts';
import { createMemoryTransport } from '../../platform/email/transports/memory-transport.ts';
import type { TestClient } from '../../../test/http-client.ts';
import {
  askForIntent,
  deliveredTo,
  pathAudits,
  pathOf,
  payForPath,
  payingStudent,
  payWithSimulatedCard,
  receiptsTo,
  setPackagePrices,
  signedInClient,
  simulatedIntentFor,
} from '../../../test/payment-factories.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';

// Issue 23: an intent is priced when it is created; its success must be checked against the path
// again (refunded, ended or repriced meanwhile), and a refund or an ended path cancels it.
describe('a payment whose path changed after its intent was created (simulated provider)', () => {
  const mailbox = createMemoryTransport();
  const t = testServerForSuite({ emailTransport: mailbox });
  let adminUser: UserRow;
  let admin: TestClient;
  beforeAll(async () => {
    adminUser = (await t.createUser({ role: 'admin' })).user;
    admin = await signedInClient(t, adminUser);
  });

  const paymentsOf = (applicationId: string) =>
    t.db.select().from(payments).where(eq(payments.applicationId, applicationId));
  const rowOf = async (applicationId: string, packageTier: string) =>
    (await paymentsOf(applicationId)).find(
      (row) => row.kind === 'payment' && row.packageTier === packageTier,
    );
  const simulatedIntentOf = async (intentId: string | null | undefined) => {
    const [row] = await t.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, intentId ?? ''));
    return row;
  };
  const refundOf = (admin: TestClient, paymentId: string) =>
    admin.request<AdminPayment>('POST', `/api/admin/payments/${paymentId}/refund`, {
      withCsrf: true,
    });
  /** The card was charged at the provider, but its success has not been applied yet. */
  const chargeAtProvider = (intentId: string | null | undefined) =>
    t.db
      .update(simulatedPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(simulatedPaymentIntents.id, intentId ?? ''));

  it('does not apply a premium upgrade once the basic payment it was priced on is refunded (409)', async () => {
    const student = await payingStudent(t);
    await payForPath(student, 'basic');
    const premiumSecret = await simulatedIntentFor(student, 'premium');
    expect((await rowOf(student.application.id, 'premium'))?.amountCents).toBe(100_000);
    const basic = await rowOf(student.application.id, 'basic');
    expect((await refundOf(admin, basic?.id ?? '')).status).toBe(200);

    const confirm = await payWithSimulatedCard<ErrorResponse>(student.client, premiumSecret);
    expect(confirm.status).toBe(409);
    expect(confirm.body).toEqual({
      error: 'conflict',
      code: 'payment.path_changed',
      message:
        'Your study path changed since you chose this package, so this payment was cancelled. Go back to the packages and choose again.',
    });
    expect(await pathOf(student)).toMatchObject({ paymentStatus: 'unpaid', packageTier: null });
    const premium = await rowOf(student.application.id, 'premium');
    expect(premium).toMatchObject({ status: 'canceled', succeededAt: null });
    // Refused before the card was charged: nothing to give back.
    expect((await simulatedIntentOf(premium?.providerReference))?.status).toBe('canceled');
    expect(await receiptsTo(t, student.user.email)).toBe(1);
    // The student can start again at today's price.
    const again = await askForIntent<PaymentIntentResponse>(student.client, {
      applicationId: student.application.id,
      packageTier: 'premium',
    });
    expect(again.body.amount).toBe(149_900);
  });

  it('a refund cancels the path’s pending intents, with the provider too', async () => {
    const student = await payingStudent(t);
    await payForPath(student, 'basic');
    await simulatedIntentFor(student, 'ultimate');
    const basic = await rowOf(student.application.id, 'basic');
    expect((await refundOf(admin, basic?.id ?? '')).status).toBe(200);
    const ultimate = await rowOf(student.application.id, 'ultimate');
    expect(ultimate?.status).toBe('canceled');
    expect((await simulatedIntentOf(ultimate?.providerReference))?.status).toBe('canceled');
  });

  const terminalMoves: Array<[string, (id: string) => Promise<{ status: number }>]> = [
    [
      'closing it',
      (id) =>
        admin.request('PATCH', `/api/admin/applications/${id}/close`, {
          json: { reason: 'The student chose another agency.' },
          withCsrf: true,
        }),
    ],
    ...(['completed', 'closed', 'withdrawn', 'refused'] as const).map(
      (status): [string, (id: string) => Promise<{ status: number }>] => [
        `moving it to ${status}`,
        (id) =>
          admin.request('PATCH', `/api/admin/applications/${id}/status`, {
            json: { status },
            withCsrf: true,
          }),
      ],
    ),
  ];

  it.each(terminalMoves)(
    'charges nothing for an intent left open before %s: it is cancelled and its confirmation refused (409)',
    async (_move, end) => {
      const student = await payingStudent(t);
      const secret = await simulatedIntentFor(student, 'ultimate');
      expect((await end(student.application.id)).status).toBe(200);
      const ultimate = await rowOf(student.application.id, 'ultimate');
      expect(ultimate?.status).toBe('canceled');
      expect((await simulatedIntentOf(ultimate?.providerReference))?.status).toBe('canceled');

      const confirm = await payWithSimulatedCard<ErrorResponse>(student.client, secret);
      expect(confirm.status).toBe(409);
      expect(confirm.body.message).toBe('This study path has ended, so it takes no payment.');
      expect((await pathOf(student)).paymentStatus).toBe('unpaid');
      expect(await t.db.$count(payments, eq(payments.applicationId, student.application.id))).toBe(
        1,
      );
      expect(await receiptsTo(t, student.user.email)).toBe(0);
    },
  );

  it('refunds automatically a card charged before the path was closed: refund row, audit, email', async () => {
    const student = await payingStudent(t);
    const secret = await simulatedIntentFor(student, 'ultimate');
    const ultimate = await rowOf(student.application.id, 'ultimate');
    // The charge races the consultant closing the path: the cancel comes too late.
    await chargeAtProvider(ultimate?.providerReference);
    const closed = await admin.request(
      'PATCH',
      `/api/admin/applications/${student.application.id}/close`,
      {
        json: { reason: 'Closed at the student’s request.' },
        withCsrf: true,
      },
    );
    expect(closed.status).toBe(200);

    const confirm = await payWithSimulatedCard<ErrorResponse>(student.client, secret);
    expect(confirm.status).toBe(409);
    expect(confirm.body.message).toBe(
      'Your payment went through after your study path changed, so it was not applied and has been refunded in full. An email tells you why.',
    );
    expect((await pathOf(student)).paymentStatus).toBe('unpaid');
    const rows = await paymentsOf(student.application.id);
    const payment = rows.find((row) => row.kind === 'payment');
    const refund = rows.find((row) => row.kind === 'refund');
    expect(payment).toMatchObject({ status: 'refunded', amountCents: 249_900 });
    expect(refund).toMatchObject({
      refundOfId: payment?.id,
      amountCents: 249_900,
      status: 'succeeded',
    });
    const atProvider = await simulatedIntentOf(payment?.providerReference);
    expect(atProvider?.refundId).toBe(refund?.providerReference);

    const audits = await pathAudits(t, student.application.id, 'payment_refunded');
    expect(audits).toHaveLength(1);
    expect(audits[0]?.userId).toBeNull();
    expect(audits[0]?.details).toMatchObject({
      automatic: true,
      reason: 'path_ended',
      paymentId: payment?.id,
      amountCents: 249_900,
      refundReference: refund?.providerReference,
    });
    expect(
      await t.db.$count(
        auditLogs,
        and(
          eq(auditLogs.entityId, student.application.id),
          eq(auditLogs.action, 'payment_succeeded'),
        ),
      ),
    ).toBe(0);

    const delivered = await deliveredTo(t, mailbox, student.user.email);
    expect(delivered.some((email) => email.subject.includes('receipt'))).toBe(false);
    const email = delivered.find((message) => message.subject.includes('not applied'));
    expect(email?.subject).toBe(
      'Your payment for the Ultimate package was not applied and has been refunded',
    );
    for (const line of [
      'Your study path had ended (its status is Closed)',
      'Amount refunded: $2,499 USD',
      `Payment reference: ${payment?.providerReference}`,
      `Refund reference: ${refund?.providerReference}`,
    ]) {
      expect(email?.text).toContain(line);
    }

    // Confirming again changes nothing: still one refund.
    await payWithSimulatedCard(student.client, secret);
    expect(await t.db.$count(payments, eq(payments.refundOfId, payment?.id ?? ''))).toBe(1);
  });

  it('refunds automatically a success that arrives after a price change (reconcile)', async () => {
    const student = await payingStudent(t);
    await simulatedIntentFor(student, 'standard');
    const standard = await rowOf(student.application.id, 'standard');
    await chargeAtProvider(standard?.providerReference);
    await setPackagePrices(t.deps, { standard: 95_000 });
    try {
      const reconciled = await student.client.request<Application>(
        'POST',
        `/api/applications/${student.application.id}/payment/reconcile`,
        { withCsrf: true },
      );
      expect(reconciled.status).toBe(200);
      expect(reconciled.body.paymentStatus).toBe('unpaid');
      expect((await rowOf(student.application.id, 'standard'))?.status).toBe('refunded');
      expect(await t.db.$count(payments, eq(payments.refundOfId, standard?.id ?? ''))).toBe(1);
      const [audit] = await pathAudits(t, student.application.id, 'payment_refunded');
      expect(audit?.details).toMatchObject({ automatic: true, reason: 'path_changed' });
    } finally {
      await setPackagePrices(t.deps, { standard: 89_900 });
    }
  });
});
