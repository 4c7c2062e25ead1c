import type {
  Application,
  ErrorResponse,
  PackageOffer,
  PaymentConfigResponse,
  PaymentIntentResponse,
} from '@studypath/domain';
import { defaultPackagePricesCents, packageList, UNKNOWN_TIER_MESSAGE } from '@studypath/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  emailOutbox,
  payments,
  simulatedPaymentIntents,
} from '../../platform/db/schema/index.ts';
import { createMemoryTransport } from '../../platform/email/transports/memory-transport.ts';
import {
  askForIntent,
  deliveredTo,
  payingStudent,
  payWithSimulatedCard,
  setPackagePrices,
} from '../../../test/payment-factories.ts';
import { insertStudyPath } from '../../../test/study-path-factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

describe('packages and payment intents (simulated provider)', () => {
  const mailbox = createMemoryTransport();
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ emailTransport: mailbox });
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await setPackagePrices(t.deps, defaultPackagePricesCents);
  });

  const pendingRowsOf = (applicationId: string) =>
    t.db
      .select()
      .from(payments)
      .where(and(eq(payments.applicationId, applicationId), eq(payments.status, 'pending')));

  describe('GET /api/packages', () => {
    it('lists the four packages in order with the seeded default prices, in dollars and cents', async () => {
      const { client } = await payingStudent(t);
      const response = await client.get<PackageOffer[]>('/api/packages');
      expect(response.status).toBe(200);
      expect(response.body.map((offer) => [offer.id, offer.priceCents, offer.price])).toEqual([
        ['basic', 49_900, 499],
        ['standard', 89_900, 899],
        ['premium', 149_900, 1499],
        ['ultimate', 249_900, 2499],
      ]);
      expect(
        Object.fromEntries(response.body.map((offer) => [offer.id, offer.priceCents])),
      ).toEqual(defaultPackagePricesCents);
      const premium = response.body[2];
      expect(premium).toMatchObject({
        name: 'Premium',
        recommended: true,
        features: [...(packageList[2]?.features ?? [])],
      });
      expect(premium?.note).toContain('Admission to a single program');
      expect(response.body[0]?.note).toBeNull();
    });

    it('answers an administrator too, and refuses anonymous callers (401)', async () => {
      const admin = await t.createUser({ role: 'admin' });
      const client = t.newClient();
      await client.login(admin.user.email, admin.password);
      expect((await client.get('/api/packages')).status).toBe(200);
      expect((await t.newClient().get('/api/packages')).status).toBe(401);
    });
  });

  it('GET /api/payments/config names the simulated provider and no publishable key', async () => {
    const { client } = await payingStudent(t);
    const response = await client.get<PaymentConfigResponse>('/api/payments/config');
    expect(response.body).toEqual({ provider: 'simulated', publishableKey: null });
    expect((await t.newClient().get('/api/payments/config')).status).toBe(401);
  });

  it('keeps the Content-Security-Policy closed to Stripe while Stripe is not configured', async () => {
    const response = await t.http.get('/api/health/live');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('stripe.com');
  });

  it('has no Stripe webhook while Stripe is not configured (404)', async () => {
    const response = await t.http.request('POST', '/api/stripe/webhook', {
      rawBody: '{"id":"evt_1","type":"payment_intent.succeeded"}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: 'not_found' });
  });

  describe('POST /api/create-payment-intent', () => {
    it('charges the server’s price, never an amount the body carries, and keeps one pending row', async () => {
      const { client, application } = await payingStudent(t);
      const response = await askForIntent<PaymentIntentResponse>(client, {
        applicationId: application.id,
        packageTier: 'standard',
        amount: 1,
        currency: 'eur',
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        isFree: false,
        packageTier: 'standard',
        amount: 89_900,
        currency: 'usd',
      });
      expect(response.body.clientSecret).toMatch(/^sim_pi_[0-9a-f]{24}_secret_/);
      const rows = await pendingRowsOf(application.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        amountCents: 89_900,
        provider: 'simulated',
        kind: 'payment',
      });
      const [intent] = await t.db
        .select()
        .from(simulatedPaymentIntents)
        .where(eq(simulatedPaymentIntents.id, rows[0]?.providerReference ?? ''));
      expect(intent).toMatchObject({
        amountCents: 89_900,
        currency: 'usd',
        idempotencyKey: `payment-intent:${rows[0]?.id}`,
      });
    });

    it('answers the same client secret when asked twice, or twice at once, with one pending row', async () => {
      const { client, application } = await payingStudent(t);
      const body = { applicationId: application.id, packageTier: 'premium' };
      const first = await askForIntent<PaymentIntentResponse>(client, body);
      const second = await askForIntent<PaymentIntentResponse>(client, body);
      expect(second.body.clientSecret).toBe(first.body.clientSecret);

      const other = await payingStudent(t);
      const racing = await Promise.all(
        [1, 2, 3].map(() =>
          askForIntent<PaymentIntentResponse>(other.client, {
            applicationId: other.application.id,
            packageTier: 'premium',
          }),
        ),
      );
      expect(racing.map((response) => response.status)).toEqual([200, 200, 200]);
      expect(new Set(racing.map((response) => response.body.clientSecret)).size).toBe(1);
      expect(await pendingRowsOf(other.application.id)).toHaveLength(1);
      expect(await t.db.$count(simulatedPaymentIntents)).toBeGreaterThanOrEqual(2);
    });

    it('cancels the path’s intent for another package when the student changes their mind', async () => {
      const { client, application } = await payingStudent(t);
      const first = await askForIntent<PaymentIntentResponse>(client, {
        applicationId: application.id,
        packageTier: 'basic',
      });
      await askForIntent(client, { applicationId: application.id, packageTier: 'ultimate' });
      const rows = await t.db
        .select()
        .from(payments)
        .where(eq(payments.applicationId, application.id));
      expect(rows.map((row) => [row.packageTier, row.status]).sort()).toEqual([
        ['basic', 'canceled'],
        ['ultimate', 'pending'],
      ]);
      const stale = await payWithSimulatedCard<ErrorResponse>(
        client,
        first.body.clientSecret ?? '',
      );
      expect(stale.status).toBe(409);
    });

    it('refuses another student’s path or an unknown one (404), an admin (403) and anonymous (401)', async () => {
      const owner = await payingStudent(t);
      const other = await payingStudent(t);
      const body = { applicationId: owner.application.id, packageTier: 'basic' };
      const foreign = await askForIntent<ErrorResponse>(other.client, body);
      expect(foreign.status).toBe(404);
      const unknown = await askForIntent<ErrorResponse>(other.client, {
        ...body,
        applicationId: '0b6d7e4e-4f7a-4c55-9a43-9d5c2f1b7a10',
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(foreign.body.message);
      const admin = await t.createUser({ role: 'admin' });
      const adminClient = t.newClient();
      await adminClient.login(admin.user.email, admin.password);
      expect((await askForIntent(adminClient, body)).status).toBe(403);
      expect((await askForIntent(t.newClient(), body)).status).toBe(401);
      expect(await t.db.$count(payments, eq(payments.applicationId, owner.application.id))).toBe(0);
    });

    it('refuses an unknown tier or a malformed id (400)', async () => {
      const { client, application } = await payingStudent(t);
      const tier = await askForIntent<ErrorResponse>(client, {
        applicationId: application.id,
        packageTier: 'platinum',
      });
      expect(tier.status).toBe(400);
      expect(tier.body.details).toEqual([{ field: 'packageTier', message: UNKNOWN_TIER_MESSAGE }]);
      const id = await askForIntent(client, { applicationId: 'nope', packageTier: 'basic' });
      expect(id.status).toBe(400);
    });

    it('refuses a path that has ended (409)', async () => {
      const { user, client } = await payingStudent(t);
      const closed = await insertStudyPath(t.deps, { userId: user.id, status: 'closed' });
      const response = await askForIntent<ErrorResponse>(client, {
        applicationId: closed.id,
        packageTier: 'basic',
      });
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('This study path has ended, so it takes no payment.');
    });

    it('refuses the package the path holds, or a lower one, with a sentence saying why (409)', async () => {
      const { client, application } = await payingStudent(t);
      const intent = await askForIntent<PaymentIntentResponse>(client, {
        applicationId: application.id,
        packageTier: 'premium',
      });
      expect((await payWithSimulatedCard(client, intent.body.clientSecret ?? '')).status).toBe(200);
      const same = await askForIntent<ErrorResponse>(client, {
        applicationId: application.id,
        packageTier: 'premium',
      });
      expect(same.status).toBe(409);
      expect(same.body.message).toBe('This study path already has the Premium package.');
      const lower = await askForIntent<ErrorResponse>(client, {
        applicationId: application.id,
        packageTier: 'standard',
      });
      expect(lower.status).toBe(409);
      expect(lower.body.message).toBe(
        'This study path already has the Premium package, which includes Standard: only a higher package can be bought.',
      );
    });

    it('activates a package priced 0 at once (isFree), with a receipt and an audit row', async () => {
      await setPackagePrices(t.deps, { basic: 0 });
      const { user, client, application } = await payingStudent(t);
      const response = await askForIntent<PaymentIntentResponse>(client, {
        applicationId: application.id,
        packageTier: 'basic',
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        isFree: true,
        clientSecret: null,
        packageTier: 'basic',
        amount: 0,
        currency: 'usd',
      });
      const paid = await client.get<Application>(`/api/applications/${application.id}`);
      expect(paid.body).toMatchObject({
        paymentStatus: 'paid',
        packageTier: 'basic',
        packagePrice: 0,
        paidAt: t.clock.now().toISOString(),
      });
      const [row] = await t.db
        .select()
        .from(payments)
        .where(eq(payments.applicationId, application.id));
      expect(row).toMatchObject({ provider: 'free', status: 'succeeded', amountCents: 0 });
      const receipts = await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, user.email));
      expect(receipts.map((email) => email.template)).toEqual(['payment_receipt']);
      const [receipt] = await deliveredTo(t, mailbox, user.email);
      expect(receipt?.text).toContain('Package: Basic package');
      expect(receipt?.text).toContain('Amount: $0 USD');
      expect(
        await t.db.$count(
          auditLogs,
          and(eq(auditLogs.entityId, application.id), eq(auditLogs.action, 'payment_succeeded')),
        ),
      ).toBe(1);
    });

    it('charges an upgrade exactly the difference, and a later price change alters no payment made', async () => {
      const { client, application } = await payingStudent(t);
      const standard = await askForIntent<PaymentIntentResponse>(client, {
        applicationId: application.id,
        packageTier: 'standard',
      });
      await payWithSimulatedCard(client, standard.body.clientSecret ?? '');

      await setPackagePrices(t.deps, { standard: 99_900, premium: 159_900 });
      const upgrade = await askForIntent<PaymentIntentResponse>(client, {
        applicationId: application.id,
        packageTier: 'premium',
      });
      expect(upgrade.body.amount).toBe(159_900 - 89_900);
      const before = await client.get<Application>(`/api/applications/${application.id}`);
      expect(before.body).toMatchObject({ packageTier: 'standard', packagePrice: 89_900 });

      const paid = await payWithSimulatedCard<Application>(client, upgrade.body.clientSecret ?? '');
      expect(paid.body).toMatchObject({
        paymentStatus: 'paid',
        packageTier: 'premium',
        packagePrice: 159_900,
      });
      const amounts = await t.db
        .select({ tier: payments.packageTier, amount: payments.amountCents })
        .from(payments)
        .where(eq(payments.applicationId, application.id));
      expect(amounts.sort((a, b) => a.amount - b.amount)).toEqual([
        { tier: 'premium', amount: 70_000 },
        { tier: 'standard', amount: 89_900 },
      ]);
    });
  });
});
