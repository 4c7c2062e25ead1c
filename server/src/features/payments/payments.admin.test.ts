import type {
  AdminPackagePrice,
  AdminPayment,
  Application,
  ErrorResponse,
} from '@studypath/domain';
import { defaultPackagePricesCents, PACKAGE_PRICES_ORDER_MESSAGE } from '@studypath/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, emailOutbox, payments, type UserRow } from '../../platform/db/schema/index.ts';
import { createMemoryTransport } from '../../platform/email/transports/memory-transport.ts';
import type { TestClient } from '../../../test/http-client.ts';
import {
  askForIntent,
  deliveredTo,
  pathAudits,
  payForPath,
  type PayingStudent,
  payingStudent,
  setPackagePrices,
  signedInClient,
} from '../../../test/payment-factories.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';
import { hours } from '../../../test/test-clock.ts';

describe('payments, admin side', () => {
  const mailbox = createMemoryTransport();
  const t = testServerForSuite({ emailTransport: mailbox });
  let admin: TestClient;
  let adminUser: UserRow;
  let adminId: string;
  beforeAll(async () => {
    adminUser = (await t.createUser({ role: 'admin' })).user;
    adminId = adminUser.id;
    admin = await signedInClient(t, adminUser);
  });

  /** Moves the clock, then signs everyone in again (sessions end after an idle hour). */
  async function later(ms: number, student?: PayingStudent): Promise<void> {
    t.clock.advance(ms);
    admin = await signedInClient(t, adminUser);
    if (student) student.client = await signedInClient(t, student.user);
  }

  const listOf = (applicationId: string) =>
    admin.get<AdminPayment[]>(`/api/admin/applications/${applicationId}/payments`);
  const refund = <Body = AdminPayment>(client: TestClient, paymentId: string) =>
    client.request<Body>('POST', `/api/admin/payments/${paymentId}/refund`, { withCsrf: true });

  describe('GET /api/admin/applications/:id/payments', () => {
    it('lists payments newest first with whether and until when each may be refunded', async () => {
      const student = await payingStudent(t);
      await payForPath(student, 'standard');
      await later(hours(1), student);
      await payForPath(student, 'premium');
      // A second later, so 'newest first' has one answer.
      await later(1000, student);
      await askForIntent(student.client, {
        applicationId: student.application.id,
        packageTier: 'ultimate',
      });
      const response = await listOf(student.application.id);
      expect(response.status).toBe(200);
      expect(response.body.map((row) => [row.packageTier, row.status, row.refundable])).toEqual([
        ['ultimate', 'pending', false],
        ['premium', 'succeeded', true],
        // The upgrade paid after it must be refunded first.
        ['standard', 'succeeded', false],
      ]);
      const premium = response.body[1];
      expect(premium).toMatchObject({ amount: 60_000, provider: 'simulated', currency: 'usd' });
      expect(premium?.refundableUntil).toBe(
        new Date(Date.parse(premium?.succeededAt ?? '') + 7 * 24 * hours(1)).toISOString(),
      );
      expect(response.body[0]?.refundableUntil).toBeNull();
    });

    it('answers 404 for an unknown path and refuses a student (403)', async () => {
      expect((await listOf('0b6d7e4e-4f7a-4c55-9a43-9d5c2f1b7a10')).status).toBe(404);
      const student = await payingStudent(t);
      const answer = await student.client.get(
        `/api/admin/applications/${student.application.id}/payments`,
      );
      expect(answer.status).toBe(403);
    });
  });

  describe('POST /api/admin/payments/:id/refund', () => {
    it('refunds the upgrade within 7 days: the path returns to its tier, the student is emailed, it is audited', async () => {
      const student = await payingStudent(t);
      await payForPath(student, 'standard');
      await later(hours(1), student);
      await payForPath(student, 'premium');
      const upgrade = (await listOf(student.application.id)).body[0];
      await later(hours(24 * 6), student);

      const response = await refund(admin, upgrade?.id ?? '');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: upgrade?.id,
        status: 'refunded',
        refundable: false,
        amount: 60_000,
      });
      const path = await student.client.get<Application>(
        `/api/applications/${student.application.id}`,
      );
      expect(path.body).toMatchObject({
        paymentStatus: 'paid',
        packageTier: 'standard',
        packagePrice: 89_900,
      });
      const rows = (await listOf(student.application.id)).body;
      expect(rows[0]).toMatchObject({
        kind: 'refund',
        refundOfId: upgrade?.id,
        amount: 60_000,
        status: 'succeeded',
      });
      expect(rows[0]?.providerReference).toMatch(/^sim_re_/);
      // Now the first payment is the latest standing one, and may be refunded in turn.
      expect(rows.find((row) => row.packageTier === 'standard')?.refundable).toBe(true);

      const [audit] = await pathAudits(t, student.application.id, 'payment_refunded');
      expect(audit).toMatchObject({ userId: adminId });
      expect(audit?.details).toMatchObject({ paymentId: upgrade?.id, tierAfter: 'standard' });
      const emails = await deliveredTo(t, mailbox, student.user.email);
      const refunded = emails.find((email) => email.subject.includes('refunded'));
      expect(refunded?.text).toContain('Amount refunded: $600 USD');
      expect(refunded?.text).toContain('back on the Standard package');

      const again = await refund<ErrorResponse>(admin, upgrade?.id ?? '');
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This payment has already been refunded.');
    });

    it('refunding the only payment leaves the path unpaid', async () => {
      const student = await payingStudent(t);
      await payForPath(student, 'basic');
      const [payment] = (await listOf(student.application.id)).body;
      expect((await refund(admin, payment?.id ?? '')).status).toBe(200);
      const path = await student.client.get<Application>(
        `/api/applications/${student.application.id}`,
      );
      expect(path.body).toMatchObject({
        paymentStatus: 'unpaid',
        packageTier: null,
        packagePrice: null,
        paidAt: null,
      });
    });

    it('refuses after 7 days, naming the payment’s date (409)', async () => {
      const student = await payingStudent(t);
      await payForPath(student, 'basic');
      const [payment] = (await listOf(student.application.id)).body;
      await later(hours(24 * 7) + 60_000, student);
      expect((await listOf(student.application.id)).body[0]?.refundable).toBe(false);
      const response = await refund<ErrorResponse>(admin, payment?.id ?? '');
      expect(response.status).toBe(409);
      const paidOn = new Intl.DateTimeFormat('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(payment?.succeededAt ?? ''));
      expect(response.body.message).toBe(
        `Payments can be refunded within 7 days; this one was made on ${paidOn}.`,
      );
      expect(
        await t.db.$count(
          payments,
          and(eq(payments.id, payment?.id ?? ''), eq(payments.status, 'succeeded')),
        ),
      ).toBe(1);
    });

    it('refuses a free activation, a pending payment, the earlier of two payments (409) and an unknown id (404)', async () => {
      await setPackagePrices(t.deps, { basic: 0 });
      try {
        const free = await payingStudent(t);
        await askForIntent(free.client, {
          applicationId: free.application.id,
          packageTier: 'basic',
        });
        const [activation] = (await listOf(free.application.id)).body;
        const refused = await refund<ErrorResponse>(admin, activation?.id ?? '');
        expect(refused.status).toBe(409);
        expect(refused.body.message).toContain('free activation');
      } finally {
        await setPackagePrices(t.deps, defaultPackagePricesCents);
      }

      const student = await payingStudent(t);
      await payForPath(student, 'standard');
      await later(60_000, student);
      await payForPath(student, 'premium');
      await askForIntent(student.client, {
        applicationId: student.application.id,
        packageTier: 'ultimate',
      });
      const rows = (await listOf(student.application.id)).body;
      const pending = rows.find((row) => row.status === 'pending');
      const first = rows.find((row) => row.packageTier === 'standard');
      expect((await refund(admin, pending?.id ?? '')).status).toBe(409);
      const earlier = await refund<ErrorResponse>(admin, first?.id ?? '');
      expect(earlier.status).toBe(409);
      expect(earlier.body.message).toContain('Refund the upgrade first');
      expect((await refund(admin, '0b6d7e4e-4f7a-4c55-9a43-9d5c2f1b7a10')).status).toBe(404);
      expect(
        await t.db.$count(
          payments,
          and(eq(payments.applicationId, student.application.id), eq(payments.kind, 'refund')),
        ),
      ).toBe(0);
      expect((await refund(student.client, first?.id ?? '')).status).toBe(403);
      expect((await refund(t.newClient(), first?.id ?? '')).status).toBe(401);
    });
  });

  describe('GET and PUT /api/admin/packages', () => {
    const put = <Body = AdminPackagePrice[]>(client: TestClient, json: unknown) =>
      client.request<Body>('PUT', '/api/admin/packages', { json, withCsrf: true });

    it('lists the four prices and sets them all at once, auditing the old and new figures', async () => {
      const listed = await admin.get<AdminPackagePrice[]>('/api/admin/packages');
      expect(listed.status).toBe(200);
      expect(listed.body.map((row) => [row.id, row.name, row.priceCents])).toEqual([
        ['basic', 'Basic', 49_900],
        ['standard', 'Standard', 89_900],
        ['premium', 'Premium', 149_900],
        ['ultimate', 'Ultimate', 249_900],
      ]);
      const prices = { basic: 0, standard: 89_900, premium: 150_000, ultimate: 10_000_000 };
      const response = await put(admin, prices);
      expect(response.status).toBe(200);
      expect(Object.fromEntries(response.body.map((row) => [row.id, row.priceCents]))).toEqual(
        prices,
      );
      expect(response.body[0]?.updatedAt).toBe(t.clock.now().toISOString());
      const [audit] = await t.db
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.action, 'package_prices_update'));
      expect(audit).toMatchObject({ userId: adminId, entityType: 'package_prices' });
      expect(audit?.details).toEqual({
        from: { basic: 49_900, premium: 149_900, ultimate: 249_900 },
        to: { basic: 0, premium: 150_000, ultimate: 10_000_000 },
      });
      const student = await payingStudent(t);
      const offers =
        await student.client.get<Array<{ id: string; price: number }>>('/api/packages');
      expect(offers.body.map((offer) => offer.price)).toEqual([0, 899, 1500, 100_000]);
      expect((await put(admin, defaultPackagePricesCents)).status).toBe(200);
    });

    it('refuses a negative price, one above $100,000, a decreasing order or a missing tier (400)', async () => {
      const valid = { ...defaultPackagePricesCents };
      const negative = await put<ErrorResponse>(admin, { ...valid, basic: -1 });
      expect(negative.status).toBe(400);
      expect(negative.body.details?.[0]).toEqual({
        field: 'basic',
        message: 'A price cannot be negative',
      });
      const tooHigh = await put<ErrorResponse>(admin, { ...valid, ultimate: 10_000_001 });
      expect(tooHigh.status).toBe(400);
      expect(tooHigh.body.details?.[0]).toEqual({
        field: 'ultimate',
        message: 'A price can be at most $100,000',
      });
      const decreasing = await put<ErrorResponse>(admin, { ...valid, premium: 50_000 });
      expect(decreasing.status).toBe(400);
      expect(decreasing.body.details).toEqual([
        { field: 'premium', message: PACKAGE_PRICES_ORDER_MESSAGE },
      ]);
      // A fraction of a cent is a third decimal in dollars: refused, never rounded.
      const fractional = await put<ErrorResponse>(admin, { ...valid, basic: 49_900.5 });
      expect(fractional.status).toBe(400);
      expect(fractional.body.details?.[0]).toEqual({
        field: 'basic',
        message: 'A price has at most two decimals (whole cents)',
      });
      const { ultimate: _ultimate, ...missing } = valid;
      expect((await put(admin, missing)).status).toBe(400);
      const listed = await admin.get<AdminPackagePrice[]>('/api/admin/packages');
      expect(listed.body.map((row) => row.priceCents)).toEqual(Object.values(valid));
    });

    it('refuses a student (403) and anonymous callers (401)', async () => {
      const student = await payingStudent(t);
      expect((await student.client.get('/api/admin/packages')).status).toBe(403);
      expect((await put(student.client, defaultPackagePricesCents)).status).toBe(403);
      expect((await t.newClient().get('/api/admin/packages')).status).toBe(401);
      expect(await t.db.$count(emailOutbox, eq(emailOutbox.toAddress, student.user.email))).toBe(0);
    });
  });
});
