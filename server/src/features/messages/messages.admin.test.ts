import type { AdminThread, ErrorResponse, StudentThread, ThreadMessage } from '@studypath/domain';
import { threadMessages } from '@studypath/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, messageThreads } from '../../platform/db/schema/index.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { insertMessageThread } from '../../../test/message-factories.ts';
import { completeProfileOf } from '../../../test/study-path-factories.ts';
import { minutes } from '../../../test/test-clock.ts';
import { signedInConsultant, signedInStudent, type SignedInUser } from '../../../test/signed-in.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

describe('the consultant conversation desk', () => {
  let t: TestServer;
  let ana: SignedInUser;
  let carla: SignedInUser;

  const startThreadWith = <Body = AdminThread>(client: TestClient, body: Record<string, unknown>) =>
    client.request<Body>('POST', '/api/admin/messages/threads', {
      json: { subject: 'Your visa appointment', content: 'Please bring your passport.', ...body },
      withCsrf: true,
    });
  const close = (client: TestClient, threadId: string) =>
    client.request<ErrorResponse>('DELETE', `/api/admin/messages/threads/${threadId}`, {
      withCsrf: true,
    });
  const adminThreads = async (query = '') =>
    (await carla.client.get<AdminThread[]>(`/api/messages/threads${query}`)).body;

  beforeAll(async () => {
    t = await startTestServer();
    ana = await signedInStudent(t);
    await completeProfileOf(t.deps, ana.user.id);
    carla = await signedInConsultant(t);
  });
  afterAll(() => t.close());

  it('starts a thread with a student: 201 with the admin view, and the student has 1 unread', async () => {
    const created = await startThreadWith(carla.client, { studentId: ana.user.id });
    expect(created.status).toBe(201);
    const now = t.clock.now().toISOString();
    expect(created.body).toEqual({
      id: expect.any(String) as string,
      subject: 'Your visa appointment',
      studentId: ana.user.id,
      studentFirstName: 'Ana',
      studentLastName: 'Silva',
      studentEmail: ana.user.email,
      status: 'active',
      closedAt: null,
      createdAt: now,
      updatedAt: now,
      unreadCount: 0,
      // Ana has no study path yet: no consultant holds her (issue 29).
      consultantId: null,
      consultantName: null,
    });
    const [row] = await t.db
      .select()
      .from(messageThreads)
      .where(eq(messageThreads.id, created.body.id));
    expect(row?.createdBy).toBe(carla.user.id);

    const studentThreads = await ana.client.get<StudentThread[]>('/api/messages/threads');
    expect(studentThreads.body.find((thread) => thread.id === created.body.id)).toMatchObject({
      status: 'open',
      unreadCount: 1,
    });
    expect((await ana.client.get<number>('/api/messages/unread-count')).body).toBe(1);
    const messages = await ana.client.get<ThreadMessage[]>(
      `/api/messages/thread/${created.body.id}`,
    );
    expect(messages.body).toMatchObject([
      { senderRole: 'admin', senderId: carla.user.id, content: 'Please bring your passport.' },
    ]);

    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.entityId, created.body.id), eq(auditLogs.action, 'message_thread_create')),
      );
    expect(audit?.userId).toBe(carla.user.id);
    expect(audit?.details).toMatchObject({ studentId: ana.user.id, byStudent: false });
  });

  it('refuses a thread with someone who is not a student (404)', async () => {
    for (const studentId of [carla.user.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await startThreadWith<ErrorResponse>(carla.client, { studentId });
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe(threadMessages.studentNotFound);
    }
    const invalid = await startThreadWith<ErrorResponse>(carla.client, {
      studentId: 'ana',
      subject: '',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details?.map((detail) => detail.field).sort()).toEqual([
      'studentId',
      'subject',
    ]);
  });

  it('lists active threads, newest activity first, and the closed ones only when asked', async () => {
    const bruno = await signedInStudent(t);
    const closed = await insertMessageThread(t.deps, {
      studentId: bruno.user.id,
      subject: 'Closed one',
      status: 'closed',
    });
    t.clock.advance(minutes(1));
    const active = (await startThreadWith(carla.client, { studentId: bruno.user.id })).body;

    const onlyActive = await adminThreads();
    expect(onlyActive.map((thread) => thread.id)).toContain(active.id);
    expect(onlyActive.map((thread) => thread.id)).not.toContain(closed.id);
    expect(onlyActive[0]).toMatchObject({
      id: active.id,
      studentEmail: bruno.user.email,
      studentFirstName: null,
      studentLastName: null,
    });
    expect((await adminThreads('?includeClosed=false')).length).toBe(onlyActive.length);

    const all = await adminThreads('?includeClosed=true');
    expect(all.find((thread) => thread.id === closed.id)).toMatchObject({
      status: 'closed',
      closedAt: closed.closedAt?.toISOString(),
      studentId: bruno.user.id,
      studentEmail: bruno.user.email,
    });
    // A student sees all their own threads, whatever the query says.
    const own = await bruno.client.get<StudentThread[]>('/api/messages/threads');
    expect(own.body.map((thread) => thread.id)).toEqual([active.id, closed.id]);
  });

  it('closes a thread: 204, an audit row; closing it again changes nothing; a missing one is 404', async () => {
    const thread = (await startThreadWith(carla.client, { studentId: ana.user.id })).body;
    t.clock.advance(minutes(1));
    const closedAt = t.clock.now().toISOString();
    expect((await close(carla.client, thread.id)).status).toBe(204);
    t.clock.advance(minutes(1));
    expect((await close(carla.client, thread.id)).status).toBe(204);

    const listed = (await adminThreads('?includeClosed=true')).find((row) => row.id === thread.id);
    expect(listed).toMatchObject({ status: 'closed', closedAt, updatedAt: closedAt });
    const [row] = await t.db.select().from(messageThreads).where(eq(messageThreads.id, thread.id));
    expect(row?.closedBy).toBe(carla.user.id);
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, thread.id), eq(auditLogs.action, 'message_thread_close')));
    expect(audits.map((audit) => audit.userId)).toEqual([carla.user.id]);

    const missing = await close(carla.client, '00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(threadMessages.threadNotFound);
    expect((await close(carla.client, 'not-a-uuid')).status).toBe(400);
  });

  it('keeps students (403) and signed-out callers (401) away from the admin calls', async () => {
    const thread = await insertMessageThread(t.deps, { studentId: ana.user.id });
    expect((await startThreadWith(ana.client, { studentId: ana.user.id })).status).toBe(403);
    expect((await close(ana.client, thread.id)).status).toBe(403);
    const anonymous = t.newClient();
    expect((await startThreadWith(anonymous, { studentId: ana.user.id })).status).toBe(401);
    expect((await close(anonymous, thread.id)).status).toBe(401);
    const [row] = await t.db.select().from(messageThreads).where(eq(messageThreads.id, thread.id));
    expect(row?.status).toBe('active');
  });
});
