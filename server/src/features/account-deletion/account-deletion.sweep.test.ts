import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountDeletions,
  auditLogs,
  emailOutbox,
  payments,
  sealedDocuments,
  users,
  type UserRow,
} from '../../platform/db/schema/index.ts';
import { consultantWithSession, signedInAs } from '../../../test/account-sessions.ts';
import { scheduleDeletion } from '../../../test/account-deletion-flows.ts';
import { insertStoredDocument } from '../../../test/document-factories.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { insertTestInfoRequest } from '../../../test/info-request-factories.ts';
import {
  insertMessageThread,
  insertMessageWithAttachment,
} from '../../../test/message-factories.ts';
import { signedInUser } from '../../../test/signed-in.ts';
import { completeProfileOf, insertStudyPath } from '../../../test/study-path-factories.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';
import { days } from '../../../test/test-clock.ts';
import type { TestServer } from '../../../test/test-server.ts';
import { countsOf, footprintOfUser } from '../../../test/user-footprint.ts';
import { sweepDocumentStorage } from '../documents/documents.housekeeping.ts';
import { removeExpiredPaymentRecords } from '../payments/index.ts';
import { runDueAccountDeletions } from './due-deletions.ts';

const years = (count: number) => days(365 * count);

function sweepsOf(t: TestServer) {
  return {
    deletions: () =>
      runDueAccountDeletions({
        ...t.deps,
        storage: t.storage,
        appUrl: t.config.appUrl,
        onEmailQueued: () => undefined,
      }),
    documents: () =>
      sweepDocumentStorage({ ...t.deps, storage: t.storage, uploadSecret: 'unused-here' }),
    payments: () => removeExpiredPaymentRecords(t.deps),
  };
}

/**
 * A student holding a profile, a path with a payment, three documents (one uploaded by the
 * consultant, one uploaded five years ago, one six years and 350 days ago), an information
 * request and a thread with an attachment. `fileTag` makes the file names findable by search.
 */
async function studentWithRecords(t: TestServer, consultant: UserRow) {
  const student = await signedInUser(t);
  const { user } = student;
  const now = t.clock.now();
  const fileTag = randomUUID().slice(0, 8);
  await completeProfileOf(t.deps, user.id);
  const path = await insertStudyPath(t.deps, { userId: user.id, status: 'docs_needed' });
  const own = await insertStoredDocument(t.deps, t.storage, {
    userId: user.id,
    applicationId: path.id,
    fileName: `passport-${fileTag}.pdf`,
  });
  const consultants = await insertStoredDocument(t.deps, t.storage, {
    userId: user.id,
    uploadedBy: consultant.id,
    uploadedByAdmin: true,
    fileName: `offer-${fileTag}.pdf`,
  });
  const fiveYearsOld = await insertStoredDocument(t.deps, t.storage, {
    userId: user.id,
    fileName: `transcript-${fileTag}.pdf`,
    createdAt: new Date(now.getTime() - years(5)),
  });
  const almostSeven = await insertStoredDocument(t.deps, t.storage, {
    userId: user.id,
    fileName: `old-${fileTag}.pdf`,
    createdAt: new Date(now.getTime() - years(6) - days(350)),
  });
  await insertTestInfoRequest(t.deps, { userId: user.id, applicationId: path.id });
  const thread = await insertMessageThread(t.deps, { studentId: user.id });
  const message = await insertMessageWithAttachment(t.deps, t.storage, {
    threadId: thread.id,
    senderId: user.id,
  });
  const [payment] = await t.db
    .insert(payments)
    .values({
      applicationId: path.id,
      userId: user.id,
      kind: 'payment',
      packageTier: 'standard',
      amountCents: 89_900,
      provider: 'simulated',
      providerReference: `sim_pi_${randomUUID().replaceAll('-', '')}`,
      status: 'succeeded',
      succeededAt: now,
    })
    .returning();
  if (!payment || !message.attachmentKey) throw new Error('fixture incomplete');
  return {
    ...student,
    fileTag,
    pathId: path.id,
    paymentId: payment.id,
    documents: { own, consultants, fiveYearsOld, almostSeven },
    attachmentKey: message.attachmentKey,
  };
}

/** Every screen a consultant has that could show a document, a payment or the person. */
async function consultantScreens(admin: TestClient, input: { userId: string; fileTag: string }) {
  const list = await admin.get<{ total: number }>(
    `/api/admin/documents?search=${input.fileTag}&page=1&pageSize=20`,
  );
  const user = await admin.get(`/api/admin/users/${input.userId}`);
  const userPayments = await admin.get(`/api/admin/users/${input.userId}/payments`);
  return { documentsFound: list.body.total, user: user.status, payments: userPayments.status };
}

describe('a deletion that comes due', () => {
  const t = testServerForSuite();

  it('removes at day 30 everything not promised, keeps documents sealed and payments, visible to no screen', async () => {
    const consultant = await consultantWithSession(t);
    const ana = await studentWithRecords(t, consultant.user);
    const sweeps = sweepsOf(t);
    expect((await scheduleDeletion(ana.client, { password: ana.password })).status).toBe(200);
    const statsBefore = await consultant.client.get<{ totalDocuments: number }>('/api/admin/stats');

    t.clock.advance(days(30) - 60_000);
    await sweeps.deletions();
    expect(await t.db.$count(users, eq(users.id, ana.user.id))).toBe(1);

    t.clock.advance(60_000);
    expect((await sweeps.deletions()).deletedAccounts).toBe(1);
    // The sweep is no request: the figures kept for the consultants are dropped when this process
    // hears its announcement, which on PostgreSQL trails the commit by a moment.
    await t.database.catchUp();

    // Nothing that hangs off the account is left, in any table.
    expect(countsOf(await footprintOfUser(t.db, ana.user.id))).toEqual({});
    expect(await t.db.$count(accountDeletions, eq(accountDeletions.userId, ana.user.id))).toBe(0);
    expect((await t.newClient().login(ana.user.email, ana.password)).status).toBe(401);
    expect(await t.storage.size(ana.attachmentKey)).toBeNull();

    // Sealed: the documents still within their seven years, with their files, detached.
    const { own, consultants, fiveYearsOld, almostSeven } = ana.documents;
    const sealed = await t.db
      .select()
      .from(sealedDocuments)
      .where(eq(sealedDocuments.formerUserId, ana.user.id));
    expect(sealed.map((row) => row.id).sort()).toEqual(
      [own.id, consultants.id, fiveYearsOld.id].sort(),
    );
    for (const document of [own, consultants, fiveYearsOld]) {
      expect(await t.storage.size(document.storageKey)).not.toBeNull();
    }
    // The one whose seven years ended before the deletion went with it.
    expect(await t.storage.size(almostSeven.storageKey)).toBeNull();

    // The payment stays as a business record, detached from the person and the path.
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, ana.paymentId));
    expect(payment).toMatchObject({ userId: null, applicationId: null, status: 'succeeded' });

    // No screen shows any of it: not the documents list (searched by the file names), not a
    // download, not the user's dialog or payments, not the figures.
    const admin = await signedInAs(t, consultant.user);
    expect(await consultantScreens(admin, { userId: ana.user.id, fileTag: ana.fileTag })).toEqual({
      documentsFound: 0,
      user: 404,
      payments: 404,
    });
    for (const document of [own, consultants, fiveYearsOld]) {
      expect((await admin.get(`/api/documents/${document.id}/download`)).status).toBe(404);
    }
    const statsAfter = await admin.get<{ totalDocuments: number }>('/api/admin/stats');
    expect(statsAfter.body.totalDocuments).toBe(statsBefore.body.totalDocuments - 4);

    // Recorded by the system with counts only, and the person is told.
    const [deleted] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'account_delete'), eq(auditLogs.entityId, ana.user.id)));
    expect(deleted).toMatchObject({
      userId: null,
      details: {
        role: 'student',
        applications: 1,
        documents: 4,
        documentsSealed: 3,
        messageThreads: 1,
        storedObjects: 2,
        paymentsKept: 1,
      },
    });
    expect(JSON.stringify(deleted)).not.toContain(ana.user.email);
    expect(
      await t.db.$count(
        emailOutbox,
        and(eq(emailOutbox.toAddress, ana.user.email), eq(emailOutbox.template, 'account_deleted')),
      ),
    ).toBe(1);

    // Each sealed document goes when its own seven years are over, file and row.
    t.clock.advance(years(2) + days(1));
    expect((await sweeps.documents()).expiredSealedDocuments).toBe(1);
    expect(await t.storage.size(fiveYearsOld.storageKey)).toBeNull();
    expect(await t.storage.size(own.storageKey)).not.toBeNull();
    expect(await sweeps.payments()).toBe(0);

    t.clock.advance(years(5) + days(2));
    expect((await sweeps.documents()).expiredSealedDocuments).toBe(2);
    expect(await t.db.$count(sealedDocuments, eq(sealedDocuments.formerUserId, ana.user.id))).toBe(
      0,
    );
    for (const document of [own, consultants]) {
      expect(await t.storage.size(document.storageKey)).toBeNull();
    }
    const retention = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'document_delete'), eq(auditLogs.entityId, own.id)));
    expect(retention).toEqual([
      expect.objectContaining({
        userId: null,
        details: expect.objectContaining({ reason: 'retention', sealed: true }) as unknown,
      }),
    ]);
    // And the payment record after its seven years.
    expect(await sweeps.payments()).toBeGreaterThanOrEqual(1);
    expect(await t.db.$count(payments, eq(payments.id, ana.paymentId))).toBe(0);
  });

  it('drops the request of an account that became a consultant’s meanwhile', async () => {
    const consultant = await consultantWithSession(t);
    const { user, password, client } = await signedInUser(t);
    await scheduleDeletion(client, { password });
    const promoted = await consultant.client.request('PUT', `/api/admin/users/${user.id}`, {
      json: { role: 'admin' },
      withCsrf: true,
    });
    expect(promoted.status).toBe(200);
    t.clock.advance(days(30));
    expect(await sweepsOf(t).deletions()).toMatchObject({ droppedRequests: 1 });
    expect(await t.db.$count(users, eq(users.id, user.id))).toBe(1);
    expect(await t.db.$count(accountDeletions, eq(accountDeletions.userId, user.id))).toBe(0);
  });
});

describe('a consultant’s deletion of an account', () => {
  const t = testServerForSuite();

  it('follows the same rules: documents sealed and payments kept, both removed after their seven years', async () => {
    const consultant = await consultantWithSession(t);
    const bruno = await studentWithRecords(t, consultant.user);
    const sweeps = sweepsOf(t);
    const response = await consultant.client.request(
      'DELETE',
      `/api/admin/users/${bruno.user.id}`,
      {
        withCsrf: true,
      },
    );
    expect(response.status).toBe(204);

    expect(countsOf(await footprintOfUser(t.db, bruno.user.id))).toEqual({});
    // All four: at once, even the oldest is still within its seven years.
    expect(
      await t.db.$count(sealedDocuments, eq(sealedDocuments.formerUserId, bruno.user.id)),
    ).toBe(4);
    expect(
      await consultantScreens(consultant.client, { userId: bruno.user.id, fileTag: bruno.fileTag }),
    ).toEqual({ documentsFound: 0, user: 404, payments: 404 });
    const [kept] = await t.db.select().from(payments).where(eq(payments.id, bruno.paymentId));
    expect(kept).toMatchObject({ userId: null, applicationId: null });

    t.clock.advance(years(7) + days(3));
    expect((await sweeps.documents()).expiredSealedDocuments).toBe(4);
    for (const document of Object.values(bruno.documents)) {
      expect(await t.storage.size(document.storageKey)).toBeNull();
    }
    expect(await sweeps.payments()).toBe(1);
    expect(await t.db.$count(payments, eq(payments.id, bruno.paymentId))).toBe(0);
  });
});
