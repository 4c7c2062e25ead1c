import type {
  Application,
  ErrorResponse,
  GuardianPayment,
  PaymentIntentResponse,
} from '@studypath/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guardianConsents, payments } from '../../platform/db/schema/index.ts';
import { createMemoryTransport } from '../../platform/email/transports/memory-transport.ts';
import { consultantWithSession } from '../../../test/account-sessions.ts';
import { signedInGuardian, type LinkedGuardian } from '../../../test/linked-guardians.ts';
import { minorWithGuardian } from '../../../test/guardian-flows.ts';
import {
  deliveredTo,
  payForPath,
  payingStudent,
  payWithSimulatedCard,
  receiptsTo,
  simulatedIntentFor,
  testCards,
  type PayingStudent,
} from '../../../test/payment-factories.ts';
import { insertStudyPath } from '../../../test/study-path-factories.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';
import type { TestClient } from '../../../test/http-client.ts';

describe('a guardian paying on a linked student’s behalf', () => {
  const mailbox = createMemoryTransport();
  const t = testServerForSuite({ emailTransport: mailbox });

  const intentUrl = (studentId: string) =>
    `/api/guardian/students/${studentId}/create-payment-intent`;
  const askAsGuardian = <Body = PaymentIntentResponse>(
    client: TestClient,
    studentId: string,
    json: unknown,
  ) => client.request<Body>('POST', intentUrl(studentId), { json, withCsrf: true });
  const confirmAsGuardian = <Body = Application>(
    client: TestClient,
    clientSecret: string,
    cardNumber: string = testCards.success,
  ) =>
    client.request<Body>('POST', '/api/guardian/payments/simulated/confirm', {
      json: { clientSecret, cardNumber, expiry: '12/30', cvc: '123' },
      withCsrf: true,
    });

  /** The guardian's consent, as the consent page records it: the name the receipt shows. */
  async function recordConsent(guardian: LinkedGuardian, studentId: string, name: string) {
    await t.db.insert(guardianConsents).values({
      studentId,
      decision: 'consented',
      guardianName: name,
      guardianEmail: guardian.user.email,
      relationship: 'mother',
      textVersion: 'a'.repeat(64),
      textLanguage: 'en',
      decidedAt: t.clock.now(),
      ipAddress: '203.0.113.9',
    });
  }

  async function guardianSecret(guardian: LinkedGuardian, student: PayingStudent, tier: string) {
    const response = await askAsGuardian(guardian.client, student.user.id, {
      applicationId: student.application.id,
      packageTier: tier,
    });
    expect(response.status).toBe(200);
    expect(response.body.clientSecret).toBeTruthy();
    return response.body.clientSecret ?? '';
  }

  it('pays with 4242 4242 4242 4242: the path is paid, paid_by is the guardian, the receipt goes to the guardian and names them', async () => {
    const student = await payingStudent(t);
    const guardian = await signedInGuardian(t, student.user.id);
    await recordConsent(guardian, student.user.id, 'Claire Martin');

    const intent = await askAsGuardian(guardian.client, student.user.id, {
      applicationId: student.application.id,
      packageTier: 'standard',
    });
    expect(intent.status).toBe(200);
    expect(intent.body).toMatchObject({
      isFree: false,
      packageTier: 'standard',
      amount: 89_900,
      currency: 'usd',
    });
    const paid = await confirmAsGuardian(guardian.client, intent.body.clientSecret ?? '');
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      id: student.application.id,
      paymentStatus: 'paid',
      packageTier: 'standard',
    });
    expect(paid.text).not.toContain('internalNotes');

    const [row] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.applicationId, student.application.id));
    expect(row).toMatchObject({
      status: 'succeeded',
      userId: student.user.id,
      paidBy: guardian.user.id,
    });

    const [receipt, ...more] = await deliveredTo(t, mailbox, guardian.user.email);
    expect(more).toEqual([]);
    expect(receipt?.subject).toBe(
      'Test payment, no money taken: Your StudyPath receipt: Standard package',
    );
    expect(receipt?.text).toContain('Paid by: Claire Martin (guardian)');
    expect(receipt?.text).toContain(`Payment reference: ${row?.providerReference}`);
    expect(await receiptsTo(t, student.user.email)).toBe(0);
    expect(await deliveredTo(t, mailbox, student.user.email)).toEqual([]);

    // The path's update is the student's, as when they pay themselves.
    const updates = await student.client.get<Array<{ title: string }>>(
      `/api/applications/${student.application.id}/updates`,
    );
    expect(updates.body[0]?.title).toBe('Package paid: Standard');

    // And the guardian's payments list says who paid.
    const listed = await guardian.client.get<GuardianPayment[]>(
      `/api/guardian/students/${student.user.id}/payments`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      expect.objectContaining({
        id: row?.id,
        applicationId: student.application.id,
        kind: 'payment',
        status: 'succeeded',
        amount: 89_900,
        paidBy: 'guardian',
      }),
    ]);
    expect(listed.body[0]).not.toHaveProperty('provider');
  });

  it('names the guardian by their address when they never signed a consent', async () => {
    const student = await payingStudent(t);
    const guardian = await signedInGuardian(t, student.user.id);
    const secret = await guardianSecret(guardian, student, 'basic');
    expect((await confirmAsGuardian(guardian.client, secret)).status).toBe(200);
    const [receipt] = await deliveredTo(t, mailbox, guardian.user.email);
    expect(receipt?.text).toContain(`Paid by: ${guardian.user.email} (guardian)`);
  });

  it('lists the student’s own payments and a refund, newest first; a refund of the guardian’s payment is emailed to the guardian too', async () => {
    const student = await payingStudent(t);
    await payForPath(student, 'basic');
    t.clock.advance(60_000);
    const guardian = await signedInGuardian(t, student.user.id);
    const secret = await guardianSecret(guardian, student, 'standard');
    expect((await confirmAsGuardian(guardian.client, secret)).status).toBe(200);
    t.clock.advance(60_000);

    const consultant = await consultantWithSession(t);
    const [guardianPayment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.paidBy, guardian.user.id));
    const refunded = await consultant.client.request(
      'POST',
      `/api/admin/payments/${guardianPayment?.id}/refund`,
      { withCsrf: true },
    );
    expect(refunded.status).toBe(200);
    const refundEmails = async (to: string) =>
      (await deliveredTo(t, mailbox, to)).filter((email) => email.subject.includes('refunded'));
    expect(await refundEmails(student.user.email)).toHaveLength(1);
    expect(await refundEmails(guardian.user.email)).toHaveLength(1);

    const listed = await guardian.client.get<GuardianPayment[]>(
      `/api/guardian/students/${student.user.id}/payments`,
    );
    expect(listed.body.map((row) => [row.kind, row.packageTier, row.status, row.paidBy])).toEqual([
      ['refund', 'standard', 'succeeded', 'guardian'],
      ['payment', 'standard', 'refunded', 'guardian'],
      ['payment', 'basic', 'succeeded', 'student'],
    ]);
  });

  it('refuses a minor’s payment without standing consent (403 guardian.consent_required), even the guardian’s', async () => {
    const minor = await minorWithGuardian(t);
    const application = await insertStudyPath(t.deps, {
      userId: minor.user.id,
      status: 'find_program',
    });
    const guardian = await signedInGuardian(t, minor.user.id);
    const refused = await askAsGuardian<ErrorResponse>(guardian.client, minor.user.id, {
      applicationId: application.id,
      packageTier: 'basic',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('guardian.consent_required');
    expect(await t.db.$count(payments, eq(payments.applicationId, application.id))).toBe(0);
  });

  it('refuses callers who may not ask: 404 for a student not followed or a path not theirs, 403 student or consultant, 401 anonymous, 400 bad body', async () => {
    const student = await payingStudent(t);
    const other = await payingStudent(t);
    const guardian = await signedInGuardian(t, student.user.id);
    const body = { applicationId: student.application.id, packageTier: 'basic' };

    const stranger = await signedInGuardian(t, other.user.id);
    const notFollowed = await askAsGuardian<ErrorResponse>(stranger.client, student.user.id, body);
    expect(notFollowed.status).toBe(404);
    expect(notFollowed.body.code).toBe('student.not_found');
    // Followed student, but the path is someone else's.
    const otherPath = await askAsGuardian<ErrorResponse>(guardian.client, student.user.id, {
      applicationId: other.application.id,
      packageTier: 'basic',
    });
    expect(otherPath.status).toBe(404);
    expect(otherPath.body.code).toBe('study_path.not_found');

    expect((await askAsGuardian(student.client, student.user.id, body)).status).toBe(403);
    const consultant = await consultantWithSession(t);
    expect((await askAsGuardian(consultant.client, student.user.id, body)).status).toBe(403);
    expect((await askAsGuardian(t.newClient(), student.user.id, body)).status).toBe(401);
    const bad = await askAsGuardian<ErrorResponse>(guardian.client, student.user.id, {
      ...body,
      packageTier: 'gold',
    });
    expect(bad.status).toBe(400);
    expect((await askAsGuardian(guardian.client, 'not-an-id', body)).status).toBe(400);
    expect(await t.db.$count(payments, eq(payments.applicationId, student.application.id))).toBe(0);
  });

  it('confirms only the guardian’s own intent: another guardian or the student gets 404, a declined card 402', async () => {
    const student = await payingStudent(t);
    const guardian = await signedInGuardian(t, student.user.id);
    const secret = await guardianSecret(guardian, student, 'basic');

    // A second guardian of the same student did not ask for it.
    const coGuardian = await signedInGuardian(t, student.user.id);
    const notTheirs = await confirmAsGuardian<ErrorResponse>(coGuardian.client, secret);
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.code).toBe('payment.intent_not_found');
    // The student's own form does not take the guardian's intent either.
    const byStudent = await payWithSimulatedCard<ErrorResponse>(student.client, secret);
    expect(byStudent.status).toBe(404);
    // The guardian route is the guardians'.
    expect((await confirmAsGuardian(student.client, secret)).status).toBe(403);
    expect((await confirmAsGuardian(t.newClient(), secret)).status).toBe(401);
    const badCard = await confirmAsGuardian<ErrorResponse>(guardian.client, secret, '1234');
    expect(badCard.status).toBe(400);

    const declined = await confirmAsGuardian<ErrorResponse>(
      guardian.client,
      secret,
      testCards.declined,
    );
    expect(declined.status).toBe(402);
    expect((await confirmAsGuardian(guardian.client, secret)).status).toBe(200);
  });

  it('never hands the guardian the student’s open intent for the same package: it is replaced', async () => {
    const student = await payingStudent(t);
    const studentSecret = await simulatedIntentFor(student, 'basic');
    const guardian = await signedInGuardian(t, student.user.id);
    const secret = await guardianSecret(guardian, student, 'basic');
    expect(secret).not.toBe(studentSecret);
    const rows = await t.db
      .select()
      .from(payments)
      .where(eq(payments.applicationId, student.application.id));
    expect(rows.map((row) => [row.status, row.paidBy]).sort()).toEqual([
      ['canceled', null],
      ['pending', guardian.user.id],
    ]);
    expect((await payWithSimulatedCard(student.client, studentSecret)).status).toBe(409);
    expect((await confirmAsGuardian(guardian.client, secret)).status).toBe(200);
  });

  it('refuses the payments list to anyone but a linked guardian', async () => {
    const student = await payingStudent(t);
    const url = `/api/guardian/students/${student.user.id}/payments`;
    const stranger = await signedInGuardian(t, null);
    const refused = await stranger.client.get<ErrorResponse>(url);
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('student.not_found');
    expect((await student.client.get(url)).status).toBe(403);
    const consultant = await consultantWithSession(t);
    expect((await consultant.client.get(url)).status).toBe(403);
    expect((await t.newClient().get(url)).status).toBe(401);
    const linked = await signedInGuardian(t, student.user.id);
    expect((await linked.client.get(url)).body).toEqual([]);
  });
});
