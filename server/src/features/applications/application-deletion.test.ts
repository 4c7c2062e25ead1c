import type {
  AdminUserPayment,
  ErrorResponse,
  PaymentIntentResponse,
  StudentDocument,
} from '@studypath/domain';
import { PATH_HOLDS_PAYMENT_MESSAGE } from '@studypath/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  auditLogs,
  documents,
  payments,
  simulatedPaymentIntents,
  type UserRow,
} from '../../platform/db/schema/index.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { insertStoredDocument } from '../../../test/document-factories.ts';
import {
  askForIntent,
  payForPath,
  payingStudent,
  payWithSimulatedCard,
  signedInClient,
} from '../../../test/payment-factories.ts';
import { insertStudyPath } from '../../../test/study-path-factories.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';

// Issue 23: a path's deletion keeps the consultant's documents and every payment row, and a
// student cannot delete a path that holds a payment.
describe('deleting a study path', () => {
  const t = testServerForSuite();
  let adminUser: UserRow;
  let admin: TestClient;
  beforeAll(async () => {
    adminUser = (await t.createUser({ role: 'admin' })).user;
    admin = await signedInClient(t, adminUser);
  });

  const deleteAsStudent = <Body = unknown>(client: TestClient, id: string) =>
    client.request<Body>('DELETE', `/api/applications/${id}`, { withCsrf: true });
  const deleteAsAdmin = (id: string) =>
    admin.request('DELETE', `/api/admin/applications/${id}`, { withCsrf: true });
  const paymentsOfUser = <Body = AdminUserPayment[]>(client: TestClient, userId: string) =>
    client.get<Body>(`/api/admin/users/${userId}/payments`);
  const paymentRows = (userId: string) =>
    t.db.select().from(payments).where(eq(payments.userId, userId));
  const lastDeletionAudit = async (pathId: string) => {
    const [row] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, pathId), eq(auditLogs.action, 'application_delete')));
    return row;
  };
  const consultantDocumentOf = (student: { user: UserRow; application: { id: string } }) =>
    insertStoredDocument(t.deps, t.storage, {
      userId: student.user.id,
      applicationId: student.application.id,
      uploadedBy: adminUser.id,
      uploadedByAdmin: true,
      fileName: 'letter-of-acceptance.pdf',
      category: 'letter_of_acceptance',
    });

  it('refuses the student a path that holds a payment (409 path_holds_payment) and removes nothing', async () => {
    const student = await payingStudent(t);
    await payForPath(student, 'basic');
    await payForPath(student, 'ultimate');
    const document = await consultantDocumentOf(student);

    const refused = await deleteAsStudent<ErrorResponse>(student.client, student.application.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: 'path_holds_payment',
      code: 'path_holds_payment',
      message: PATH_HOLDS_PAYMENT_MESSAGE,
    });
    expect(await t.db.$count(applications, eq(applications.id, student.application.id))).toBe(1);
    const rows = await paymentRows(student.user.id);
    expect(rows.filter((row) => row.status === 'succeeded')).toHaveLength(2);
    expect(rows.every((row) => row.applicationId === student.application.id)).toBe(true);
    expect(rows.every((row) => row.deletedApplicationId === null)).toBe(true);
    const [stored] = await t.db.select().from(documents).where(eq(documents.id, document.id));
    expect(stored?.applicationId).toBe(student.application.id);
    expect(await t.storage.size(document.storageKey)).not.toBeNull();
    expect(await lastDeletionAudit(student.application.id)).toBeUndefined();
  });

  it('refuses the student a path whose payment was refunded: the refund is a record too', async () => {
    const student = await payingStudent(t);
    await payForPath(student, 'basic');
    const [payment] = await paymentRows(student.user.id);
    const refunded = await admin.request('POST', `/api/admin/payments/${payment?.id}/refund`, {
      withCsrf: true,
    });
    expect(refunded.status).toBe(200);

    const refused = await deleteAsStudent<ErrorResponse>(student.client, student.application.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('path_holds_payment');
    expect(await t.db.$count(applications, eq(applications.id, student.application.id))).toBe(1);
  });

  it('lets the student delete an unpaid path: the consultant’s document stays theirs, detached and downloadable; their own goes', async () => {
    const { user } = await t.createUser();
    const client = await signedInClient(t, user);
    const application = await insertStudyPath(t.deps, { userId: user.id, status: 'loa_received' });
    const byConsultant = await consultantDocumentOf({ user, application });
    const own = await insertStoredDocument(t.deps, t.storage, {
      userId: user.id,
      applicationId: application.id,
      fileName: 'passport.pdf',
      category: 'passport',
    });
    // An intent started and abandoned: no payment, but its row is kept with the path's name.
    await t.db.insert(payments).values({
      applicationId: application.id,
      userId: user.id,
      kind: 'payment',
      packageTier: 'basic',
      amountCents: 49_900,
      provider: 'simulated',
      status: 'canceled',
    });

    expect((await deleteAsStudent(client, application.id)).status).toBe(204);
    expect(await t.db.$count(applications, eq(applications.id, application.id))).toBe(0);

    const listed = await client.get<StudentDocument[]>('/api/documents');
    expect(listed.body.map((item) => [item.id, item.applicationId, item.uploadedByAdmin])).toEqual([
      [byConsultant.id, null, true],
    ]);
    const download = await client.get(`/api/documents/${byConsultant.id}/download`);
    expect(download.status).toBe(200);
    expect(await t.storage.size(byConsultant.storageKey)).not.toBeNull();
    // Still the consultant's: the student cannot delete it now that it has no path either.
    const refused = await client.request('DELETE', `/api/documents/${byConsultant.id}`, {
      withCsrf: true,
    });
    expect(refused.status).toBe(403);
    expect(await t.storage.size(own.storageKey)).toBeNull();

    const [kept] = await paymentRows(user.id);
    expect(kept).toMatchObject({
      applicationId: null,
      deletedApplicationId: application.id,
      deletedApplicationTitle: 'Science, Technology, Engineering & Math',
    });
    const audit = await lastDeletionAudit(application.id);
    expect(audit?.userId).toBe(user.id);
    expect(audit?.details).toEqual({
      byStudent: true,
      status: 'loa_received',
      documentsRemoved: 1,
      removedDocumentIds: [own.id],
      keptDocumentIds: [byConsultant.id],
      keptPaymentIds: [kept?.id],
    });
  });

  it('lets a consultant delete a paid path: payments kept with its id and title, listed on the student’s account, documents kept', async () => {
    const student = await payingStudent(t);
    await payForPath(student, 'basic');
    // A second later, so 'newest first' has one answer.
    t.clock.advance(1000);
    await payForPath(student, 'premium');
    const byConsultant = await consultantDocumentOf(student);
    const own = await insertStoredDocument(t.deps, t.storage, {
      userId: student.user.id,
      applicationId: student.application.id,
    });

    expect((await deleteAsAdmin(student.application.id)).status).toBe(204);
    expect(await t.db.$count(applications, eq(applications.id, student.application.id))).toBe(0);

    const rows = await paymentRows(student.user.id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({
        applicationId: null,
        status: 'succeeded',
        deletedApplicationId: student.application.id,
        deletedApplicationTitle: 'Science, Technology, Engineering & Math',
      });
    }
    const listed = await paymentsOfUser(admin, student.user.id);
    expect(listed.status).toBe(200);
    expect(
      listed.body.map((row) => [
        row.packageTier,
        row.amount,
        row.status,
        row.applicationId,
        row.deletedApplicationId,
        row.studyPathTitle,
      ]),
    ).toEqual([
      [
        'premium',
        100_000,
        'succeeded',
        null,
        student.application.id,
        'Science, Technology, Engineering & Math',
      ],
      [
        'basic',
        49_900,
        'succeeded',
        null,
        student.application.id,
        'Science, Technology, Engineering & Math',
      ],
    ]);

    const documentsNow = await student.client.get<StudentDocument[]>('/api/documents');
    expect(documentsNow.body).toHaveLength(2);
    expect(documentsNow.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: byConsultant.id, applicationId: null }),
        expect.objectContaining({ id: own.id, applicationId: null }),
      ]),
    );
    expect(await t.storage.size(own.storageKey)).not.toBeNull();
    const audit = await lastDeletionAudit(student.application.id);
    expect(audit?.userId).toBe(adminUser.id);
    expect(audit?.details).toMatchObject({
      studentId: student.user.id,
      documentsRemoved: 0,
      removedDocumentIds: [],
    });
    const details = audit?.details as { keptPaymentIds: string[]; keptDocumentIds: string[] };
    expect([...details.keptPaymentIds].sort()).toEqual(rows.map((row) => row.id).sort());
    expect([...details.keptDocumentIds].sort()).toEqual([byConsultant.id, own.id].sort());
  });

  it('cancels a deleted path’s pending payment and its intent with the provider: the card form can no longer pay it', async () => {
    const student = await payingStudent(t);
    const intent = await askForIntent<PaymentIntentResponse>(student.client, {
      applicationId: student.application.id,
      packageTier: 'premium',
    });
    const secret = intent.body.clientSecret ?? '';
    expect((await deleteAsStudent(student.client, student.application.id)).status).toBe(204);
    const [row] = await paymentRows(student.user.id);
    expect(row).toMatchObject({
      status: 'canceled',
      applicationId: null,
      deletedApplicationId: student.application.id,
    });
    const [simulated] = await t.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, row?.providerReference ?? ''));
    expect(simulated?.status).toBe('canceled');
    expect((await payWithSimulatedCard(student.client, secret)).status).not.toBe(200);
  });

  it('keeps the id and title of the path each payment paid for when the account is deleted', async () => {
    const student = await payingStudent(t);
    await payForPath(student, 'standard');
    const deleted = await admin.request('DELETE', `/api/admin/users/${student.user.id}`, {
      withCsrf: true,
    });
    expect(deleted.status).toBe(204);
    const rows = await t.db
      .select()
      .from(payments)
      .where(eq(payments.deletedApplicationId, student.application.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: null,
      applicationId: null,
      status: 'succeeded',
      packageTier: 'standard',
      deletedApplicationTitle: 'Science, Technology, Engineering & Math',
    });
  });

  describe('GET /api/admin/users/:id/payments', () => {
    it('lists a student’s payments with the path they paid for while it exists', async () => {
      const student = await payingStudent(t);
      await payForPath(student, 'basic');
      const listed = await paymentsOfUser(admin, student.user.id);
      expect(listed.status).toBe(200);
      expect(listed.body).toEqual([
        expect.objectContaining({
          kind: 'payment',
          packageTier: 'basic',
          status: 'succeeded',
          applicationId: student.application.id,
          deletedApplicationId: null,
          studyPathTitle: 'Science, Technology, Engineering & Math',
        }),
      ]);
      const { user: nobody } = await t.createUser();
      expect((await paymentsOfUser(admin, nobody.id)).body).toEqual([]);
    });

    it('refuses a student (403) and anonymous callers (401), and answers 400 for a bad id and 404 for an unknown one', async () => {
      const student = await payingStudent(t);
      expect((await paymentsOfUser(student.client, student.user.id)).status).toBe(403);
      expect((await paymentsOfUser(t.newClient(), student.user.id)).status).toBe(401);
      expect((await paymentsOfUser(admin, 'not-an-id')).status).toBe(400);
      const unknown = await paymentsOfUser<ErrorResponse>(admin, crypto.randomUUID());
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('User not found.');
    });
  });
});
