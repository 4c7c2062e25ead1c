import type { Application, ErrorResponse } from '@studypath/domain';
import { CARD_DECLINED_MESSAGE, CARD_NUMBER_MESSAGE } from '@studypath/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  paymentEvents,
  payments,
  simulatedPaymentIntents,
} from '../../platform/db/schema/index.ts';
import { createMemoryTransport } from '../../platform/email/transports/memory-transport.ts';
import {
  deliveredTo,
  pathAudits,
  payingStudent,
  payWithSimulatedCard,
  receiptsTo,
  simulatedIntentFor,
  successAudits,
  testCards,
} from '../../../test/payment-factories.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';

describe('the simulated card form and reconcile', () => {
  const mailbox = createMemoryTransport();
  const t = testServerForSuite({ emailTransport: mailbox });

  describe('POST /api/payments/simulated/confirm', () => {
    it('pays with 4242 4242 4242 4242: the path is paid, a receipt is queued and audited, once', async () => {
      const student = await payingStudent(t);
      const secret = await simulatedIntentFor(student, 'standard');
      const response = await payWithSimulatedCard<Application>(student.client, secret);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: student.application.id,
        paymentStatus: 'paid',
        packageTier: 'standard',
        packagePrice: 89_900,
        paidAt: t.clock.now().toISOString(),
      });
      expect(response.body).not.toHaveProperty('internalNotes');

      const [payment] = await t.db
        .select()
        .from(payments)
        .where(eq(payments.applicationId, student.application.id));
      expect(payment).toMatchObject({ status: 'succeeded', amountCents: 89_900 });
      expect(payment?.providerReference).toMatch(/^sim_pi_/);
      const [audit] = await pathAudits(t, student.application.id, 'payment_succeeded');
      expect(audit).toMatchObject({ userId: student.user.id, entityType: 'application' });
      expect(audit?.details).toMatchObject({
        packageTier: 'standard',
        amountCents: 89_900,
        reference: payment?.providerReference,
      });
      // No card digits, not even the last four; the random ids are left out of the search
      // because a UUID or reference may hold "4242" by chance.
      const { paymentId: _paymentId, reference: _reference, ...cardFree } = audit?.details ?? {};
      expect(JSON.stringify(cardFree)).not.toContain('4242');

      const [receipt] = await deliveredTo(t, mailbox, student.user.email);
      expect(receipt?.subject).toBe(
        'Test payment, no money taken: Your StudyPath receipt: Standard package',
      );
      for (const line of [
        'Package: Standard package',
        'Amount: $899 USD',
        `Payment reference: ${payment?.providerReference}`,
        `/application/${student.application.id}`,
      ]) {
        expect(receipt?.text).toContain(line);
      }
      expect(receipt?.text).toMatch(/Date: [A-Z][a-z]{2} \d{1,2}, \d{4}/);
      expect(receipt?.text).not.toContain(secret);

      // A double click: the same event, applied once.
      expect((await payWithSimulatedCard(student.client, secret)).status).toBe(200);
      expect(await receiptsTo(t, student.user.email)).toBe(1);
      expect(await successAudits(t, student.application.id)).toBe(1);
      expect(await t.db.$count(paymentEvents)).toBeGreaterThanOrEqual(1);
    });

    it('says what an upgrade paid for in its receipt', async () => {
      const student = await payingStudent(t);
      await payWithSimulatedCard(student.client, await simulatedIntentFor(student, 'standard'));
      const upgraded = await payWithSimulatedCard<Application>(
        student.client,
        await simulatedIntentFor(student, 'premium'),
      );
      expect(upgraded.body).toMatchObject({ packageTier: 'premium', packagePrice: 149_900 });
      const delivered = await deliveredTo(t, mailbox, student.user.email);
      const upgrade = delivered.find((email) => email.subject.includes('Premium'));
      expect(upgrade?.text).toContain('Package: Upgrade from Standard to Premium');
      expect(upgrade?.text).toContain('Amount: $600 USD');
    });

    it('declines 4000 0000 0000 0002 with the card’s message (402) and any other number as incorrect', async () => {
      const student = await payingStudent(t);
      const secret = await simulatedIntentFor(student, 'basic');
      const declined = await payWithSimulatedCard<ErrorResponse>(
        student.client,
        secret,
        testCards.declined,
      );
      expect(declined.status).toBe(402);
      expect(declined.body).toEqual({
        error: 'payment_declined',
        code: 'card.declined',
        message: CARD_DECLINED_MESSAGE,
      });
      const other = await payWithSimulatedCard<ErrorResponse>(
        student.client,
        secret,
        testCards.other,
      );
      expect(other.status).toBe(402);
      expect(other.body.message).toBe('Your card number is incorrect.');
      const path = await student.client.get<Application>(
        `/api/applications/${student.application.id}`,
      );
      expect(path.body.paymentStatus).toBe('unpaid');
      expect(await receiptsTo(t, student.user.email)).toBe(0);
      // The intent is still open: the right card pays it afterwards.
      expect((await payWithSimulatedCard(student.client, secret)).status).toBe(200);
    });

    it('refuses another student’s secret or an unknown one (404), an admin (403), bad card input (400)', async () => {
      const owner = await payingStudent(t);
      const other = await payingStudent(t);
      const secret = await simulatedIntentFor(owner, 'basic');
      expect((await payWithSimulatedCard(other.client, secret)).status).toBe(404);
      const forged = `${secret.slice(0, -4)}AAAA`;
      expect((await payWithSimulatedCard(owner.client, forged)).status).toBe(404);
      expect((await payWithSimulatedCard(owner.client, 'pi_123_secret_456')).status).toBe(404);

      const admin = await t.createUser({ role: 'admin' });
      const adminClient = t.newClient();
      await adminClient.login(admin.user.email, admin.password);
      expect((await payWithSimulatedCard(adminClient, secret)).status).toBe(403);

      const badCard = await payWithSimulatedCard<ErrorResponse>(owner.client, secret, '4242');
      expect(badCard.status).toBe(400);
      expect(badCard.body.details).toEqual([{ field: 'cardNumber', message: CARD_NUMBER_MESSAGE }]);
      const paths = await owner.client.get<Application>(
        `/api/applications/${owner.application.id}`,
      );
      expect(paths.body.paymentStatus).toBe('unpaid');
    });
  });

  describe('POST /api/applications/:id/payment/reconcile', () => {
    it('applies an intent the provider holds as succeeded, once, and answers the path', async () => {
      const student = await payingStudent(t);
      await simulatedIntentFor(student, 'ultimate');
      const [pending] = await t.db
        .select()
        .from(payments)
        .where(eq(payments.applicationId, student.application.id));
      // The payment went through at the provider but its event never arrived.
      await t.db
        .update(simulatedPaymentIntents)
        .set({ status: 'succeeded' })
        .where(eq(simulatedPaymentIntents.id, pending?.providerReference ?? ''));
      const reconcile = () =>
        student.client.request<Application>(
          'POST',
          `/api/applications/${student.application.id}/payment/reconcile`,
          { withCsrf: true },
        );
      const first = await reconcile();
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ paymentStatus: 'paid', packageTier: 'ultimate' });
      expect((await reconcile()).body.packagePrice).toBe(249_900);
      expect(await receiptsTo(t, student.user.email)).toBe(1);
      expect(await successAudits(t, student.application.id)).toBe(1);
    });

    it('leaves an unpaid path unpaid, and refuses another student (404) and an admin (403)', async () => {
      const owner = await payingStudent(t);
      await simulatedIntentFor(owner, 'basic');
      const path = `/api/applications/${owner.application.id}/payment/reconcile`;
      const answer = await owner.client.request<Application>('POST', path, { withCsrf: true });
      expect(answer.body.paymentStatus).toBe('unpaid');
      const other = await payingStudent(t);
      expect((await other.client.request('POST', path, { withCsrf: true })).status).toBe(404);
      const admin = await t.createUser({ role: 'admin' });
      const adminClient = t.newClient();
      await adminClient.login(admin.user.email, admin.password);
      expect((await adminClient.request('POST', path, { withCsrf: true })).status).toBe(403);
    });
  });
});
