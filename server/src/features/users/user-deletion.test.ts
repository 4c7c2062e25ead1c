import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ErrorResponse } from '@studypath/domain';
import { adminUserMessages } from '@studypath/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  emailOutbox,
  messages,
  payments,
  sealedDocuments,
  users,
  type UserRow,
} from '../../platform/db/schema/index.ts';
import { signedInAs } from '../../../test/account-sessions.ts';
import { insertStoredDocument, pdfBytes } from '../../../test/document-factories.ts';
import { openEventStream } from '../../../test/event-stream.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { insertTestInfoRequest } from '../../../test/info-request-factories.ts';
import {
  insertMessageThread,
  insertMessageWithAttachment,
  insertThreadMessage,
} from '../../../test/message-factories.ts';
import {
  completeProfileOf,
  insertStudyPath,
  insertTestProgram,
} from '../../../test/study-path-factories.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';
import { countsOf, footprintOfUser } from '../../../test/user-footprint.ts';
import { insertUploadKey } from '../documents/documents.queries.ts';
import { insertApplicationProgram } from '../programs/programs.queries.ts';
import { deleteUserForAdmin } from './user-deletion.service.ts';
import { changeUserRole } from './users.admin.service.ts';

const deleteUser = (client: TestClient, id: string) =>
  client.request<ErrorResponse | null>('DELETE', `/api/admin/users/${id}`, { withCsrf: true });

const putRole = (client: TestClient, id: string, role: string) =>
  client.request<ErrorResponse>('PUT', `/api/admin/users/${id}`, {
    json: { role },
    withCsrf: true,
  });

describe('deleting a user', () => {
  const t = testServerForSuite();
  let admin: TestClient;
  let adminUser: UserRow;
  beforeAll(async () => {
    adminUser = (await t.createUser({ role: 'admin' })).user;
    admin = await signedInAs(t, adminUser);
  });

  /**
   * A student holding one of everything: profile, sessions, a reset token and its e-mail, two
   * paths (one with an update, a program link, a document and an information request), a general
   * request, documents (one uploaded by the consultant), a thread with an attachment and the
   * consultant's reply, an upload key with its object, a payment, and their own audit rows.
   * Answers the stored object keys: the documents' files, and the others.
   */
  async function studentWithEverything(): Promise<{
    user: UserRow;
    client: TestClient;
    pathId: string;
    documentKeys: string[];
    objectKeys: string[];
  }> {
    const { user, password } = await t.createUser();
    const client = t.newClient();
    expect((await client.login(user.email, password)).status).toBe(200);
    await completeProfileOf(t.deps, user.id);
    const forgot = await t.newClient().request('POST', '/api/auth/forgot-password', {
      json: { email: user.email },
      withCsrf: true,
    });
    expect(forgot.status).toBeLessThan(300);
    const ended = await insertStudyPath(t.deps, { userId: user.id, status: 'completed' });
    const application = await insertStudyPath(t.deps, { userId: user.id, status: 'new' });
    const changed = await admin.request(
      'PATCH',
      `/api/admin/applications/${application.id}/status`,
      {
        json: { status: 'docs_needed' },
        withCsrf: true,
      },
    );
    expect(changed.status).toBe(200);
    const program = await insertTestProgram(t.deps);
    await insertApplicationProgram(t.db, {
      applicationId: application.id,
      programId: program.id,
      notes: null,
      attachedBy: adminUser.id,
      attachedAt: t.clock.now(),
    });
    await insertTestInfoRequest(t.deps, { userId: user.id, applicationId: application.id });
    await insertTestInfoRequest(t.deps, { userId: user.id, createdBy: adminUser.id });
    const documents = [
      await insertStoredDocument(t.deps, t.storage, {
        userId: user.id,
        applicationId: application.id,
      }),
      await insertStoredDocument(t.deps, t.storage, { userId: user.id, applicationId: ended.id }),
      await insertStoredDocument(t.deps, t.storage, {
        userId: user.id,
        uploadedBy: adminUser.id,
        uploadedByAdmin: true,
      }),
    ];
    const thread = await insertMessageThread(t.deps, { studentId: user.id });
    const attachment = await insertMessageWithAttachment(t.deps, t.storage, {
      threadId: thread.id,
      senderId: user.id,
    });
    await insertThreadMessage(t.deps, {
      threadId: thread.id,
      senderId: adminUser.id,
      senderRole: 'admin',
    });
    const uploadKey = `uploads/${user.id}/${randomUUID()}`;
    await t.storage.put(uploadKey, Readable.from([pdfBytes]), { maxBytes: pdfBytes.length });
    await insertUploadKey(t.db, {
      userId: user.id,
      storageKey: uploadKey,
      expiresAt: new Date(t.clock.now().getTime() + 600_000),
      createdAt: t.clock.now(),
    });
    await t.db.insert(payments).values({
      applicationId: application.id,
      userId: user.id,
      kind: 'payment',
      packageTier: 'basic',
      amountCents: 49_900,
      provider: 'simulated',
      providerReference: `sim_pi_${randomUUID().replaceAll('-', '')}`,
      status: 'succeeded',
      succeededAt: t.clock.now(),
    });
    return {
      user,
      client,
      pathId: application.id,
      documentKeys: documents.map((document) => document.storageKey),
      objectKeys: [attachment.attachmentKey ?? '', uploadKey],
    };
  }

  it('removes every row that is the student’s, in every table, and their stored objects, keeping their documents sealed', async () => {
    const ana = await studentWithEverything();
    const bruno = await studentWithEverything();
    const brunoBefore = countsOf(await footprintOfUser(t.db, bruno.user.id));

    const before = countsOf(await footprintOfUser(t.db, ana.user.id));
    // Proof that the fixture reaches every kind of row the deletion must take.
    expect(before).toEqual({
      application_programs: 1,
      application_updates: 1,
      applications: 2,
      audit_logs: 2,
      document_upload_keys: 1,
      documents: 3,
      email_tokens: 1,
      info_requests: 2,
      message_threads: 1,
      messages: 2,
      payments: 1,
      profiles: 1,
      sessions: 1,
      users: 1,
    });
    expect(await t.db.$count(emailOutbox, eq(emailOutbox.toAddress, ana.user.email))).toBe(2);
    for (const key of [...ana.objectKeys, ...ana.documentKeys]) {
      expect(await t.storage.size(key), key).not.toBeNull();
    }

    const response = await deleteUser(admin, ana.user.id);
    expect(response.status).toBe(204);

    expect(countsOf(await footprintOfUser(t.db, ana.user.id))).toEqual({});
    expect(await t.db.$count(emailOutbox, eq(emailOutbox.toAddress, ana.user.email))).toBe(0);
    for (const key of ana.objectKeys) expect(await t.storage.size(key), key).toBeNull();
    // Application documents are kept seven years (the privacy text), sealed: the same rule as a
    // student's own deletion (decision 042; account-deletion tests show no screen lists them).
    const sealed = await t.db
      .select()
      .from(sealedDocuments)
      .where(eq(sealedDocuments.formerUserId, ana.user.id));
    expect(sealed.map((row) => row.storageKey).sort()).toEqual([...ana.documentKeys].sort());
    for (const key of ana.documentKeys) expect(await t.storage.size(key), key).not.toBeNull();
    expect((await ana.client.get('/api/auth/me')).status).toBe(401);

    // The payment is kept as a business record, detached from the person and the path.
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.amountCents, 49_900), eq(payments.kind, 'payment')))
      .orderBy(payments.createdAt)
      .limit(1);
    expect(payment).toMatchObject({ userId: null, applicationId: null, status: 'succeeded' });
    // It still names the path it paid for (issue 23).
    expect(await t.db.$count(payments, eq(payments.deletedApplicationId, ana.pathId))).toBe(1);

    // Nobody else lost anything.
    expect(countsOf(await footprintOfUser(t.db, bruno.user.id))).toEqual(brunoBefore);
    for (const key of [...bruno.objectKeys, ...bruno.documentKeys]) {
      expect(await t.storage.size(key)).not.toBeNull();
    }
  });

  it('is audited by the acting administrator with the deleted id and no personal data', async () => {
    const ana = await studentWithEverything();
    expect((await deleteUser(admin, ana.user.id)).status).toBe(204);
    const rows = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'user_delete'), eq(auditLogs.entityId, ana.user.id)));
    expect(rows).toEqual([
      expect.objectContaining({
        userId: adminUser.id,
        entityType: 'user',
        details: {
          role: 'student',
          applications: 2,
          documents: 3,
          documentsSealed: 3,
          messageThreads: 1,
          storedObjects: 2,
          paymentsKept: 1,
        },
      }),
    ]);
    const trail = JSON.stringify(await t.db.select().from(auditLogs));
    expect(trail).not.toContain(ana.user.email);
  });

  it('closes the deleted user’s event stream and tells the consultants’ streams', async () => {
    const ana = await studentWithEverything();
    const theirs = await openEventStream(t.baseUrl, ana.client);
    const consultants = await openEventStream(t.baseUrl, admin);
    await theirs.next('ready');
    await consultants.next('ready');
    expect((await deleteUser(admin, ana.user.id)).status).toBe(204);
    await theirs.next('session-ended');
    const kinds = new Set<unknown>();
    for (let index = 0; index < 4; index += 1) {
      kinds.add(((await consultants.next('change')).data as { kind: string }).kind);
    }
    expect(kinds).toContain('applications');
    consultants.close();
  });

  it('deletes an administrator’s account but keeps the students’ conversations they wrote in', async () => {
    const other = (await t.createUser({ role: 'admin' })).user;
    const otherClient = await signedInAs(t, other);
    await otherClient.request('PUT', '/api/user/profile', {
      json: { displayName: 'Carla' },
      withCsrf: true,
    });
    const { user: student } = await t.createUser();
    const thread = await insertMessageThread(t.deps, { studentId: student.id });
    const reply = await insertThreadMessage(t.deps, {
      threadId: thread.id,
      senderId: other.id,
      senderRole: 'admin',
    });
    expect((await deleteUser(admin, other.id)).status).toBe(204);
    expect(countsOf(await footprintOfUser(t.db, other.id))).toEqual({});
    const [kept] = await t.db.select().from(messages).where(eq(messages.id, reply.id));
    expect(kept).toMatchObject({ senderId: null, senderRole: 'admin' });
    expect((await otherClient.get('/api/auth/me')).status).toBe(401);
  });

  it('refuses an administrator’s deletion of themselves with 409', async () => {
    const response = await deleteUser(admin, adminUser.id);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      error: 'conflict',
      code: 'user.own_account',
      message: adminUserMessages.ownAccount,
    });
    expect(await t.db.$count(users, eq(users.id, adminUser.id))).toBe(1);
  });

  it('answers 404 for an unknown user, 400 for a bad id, 403 to a student, 401 anonymous', async () => {
    const { user } = await t.createUser();
    const studentClient = await signedInAs(t, user);
    expect((await deleteUser(admin, randomUUID())).status).toBe(404);
    expect((await deleteUser(admin, 'not-an-id')).status).toBe(400);
    expect((await deleteUser(studentClient, user.id)).status).toBe(403);
    expect((await deleteUser(t.newClient(), user.id)).status).toBe(401);
    const withoutToken = await admin.request('DELETE', `/api/admin/users/${user.id}`);
    expect(withoutToken.status).toBe(403);
    expect(await t.db.$count(users, eq(users.id, user.id))).toBe(1);
  });
});

describe('there is always an administrator', () => {
  const t = testServerForSuite();

  async function twoAdmins() {
    await t.db.delete(users).where(eq(users.role, 'admin'));
    const first = (await t.createUser({ role: 'admin' })).user;
    const second = (await t.createUser({ role: 'admin' })).user;
    return { first, second };
  }

  const adminCount = () => t.db.$count(users, eq(users.role, 'admin'));
  const demote = (adminId: string, id: string) =>
    changeUserRole(t.deps, { id, role: 'student', adminId, ip: '127.0.0.1' });
  const remove = (adminId: string, id: string) =>
    deleteUserForAdmin({ ...t.deps, storage: t.storage }, { id, adminId, ip: '127.0.0.1' });

  /**
   * The services are called directly, so both changes are under way before either commits (over
   * HTTP the loser is usually stopped earlier: its session ends with the winner's change).
   */
  async function race(changes: Promise<unknown>[]) {
    const settled = await Promise.allSettled(changes);
    const refusals = settled.flatMap((result) =>
      result.status === 'rejected' ? [result.reason as unknown] : [],
    );
    return { succeeded: settled.length - refusals.length, refusals };
  }

  const lastAdministratorRefusal: unknown = expect.objectContaining({
    category: 'conflict',
    code: 'user.last_administrator',
    message: adminUserMessages.lastAdministrator,
  });

  it('lets only one of two administrators demoting each other at once succeed', async () => {
    const { first, second } = await twoAdmins();
    const outcome = await race([demote(first.id, second.id), demote(second.id, first.id)]);
    expect(outcome).toEqual({ succeeded: 1, refusals: [lastAdministratorRefusal] });
    expect(await adminCount()).toBe(1);
  });

  it('lets only one of two administrators deleting each other at once succeed', async () => {
    const { first, second } = await twoAdmins();
    const outcome = await race([remove(first.id, second.id), remove(second.id, first.id)]);
    expect(outcome).toEqual({ succeeded: 1, refusals: [lastAdministratorRefusal] });
    expect(await adminCount()).toBe(1);
  });

  it('keeps one administrator when one demotes the other while being deleted', async () => {
    const { first, second } = await twoAdmins();
    const outcome = await race([demote(first.id, second.id), remove(second.id, first.id)]);
    expect(outcome).toEqual({ succeeded: 1, refusals: [lastAdministratorRefusal] });
    expect(await adminCount()).toBe(1);
  });

  it('answers the HTTP refusal as 409 with the message, and lets the remaining admin keep the role', async () => {
    const { first, second } = await twoAdmins();
    const firstClient = await signedInAs(t, first);
    expect((await putRole(firstClient, second.id, 'student')).status).toBe(200);
    const own = await putRole(firstClient, first.id, 'student');
    expect(own.status).toBe(409);
    expect(own.body.message).toBe(adminUserMessages.ownRole);
    await expect(demote(second.id, first.id)).rejects.toMatchObject({
      category: 'conflict',
      code: 'user.last_administrator',
    });
    expect(await adminCount()).toBe(1);
  });

  it('refuses a change by a caller who stopped being an administrator before the lock (403)', async () => {
    const { first, second } = await twoAdmins();
    const { user: student } = await t.createUser();
    expect(await demote(first.id, second.id)).toMatchObject({ role: 'student' });
    await expect(
      changeUserRole(t.deps, { id: student.id, role: 'admin', adminId: second.id, ip: '' }),
    ).rejects.toMatchObject({ category: 'forbidden', code: 'forbidden' });
    await expect(remove(second.id, student.id)).rejects.toMatchObject({
      category: 'forbidden',
      code: 'forbidden',
    });
    expect(await adminCount()).toBe(1);
  });
});
