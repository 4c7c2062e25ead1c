import type { AdminThread, ErrorResponse, StudentThread, ThreadMessage } from '@studypath/domain';
import { CONSULTANT_FALLBACK_NAME, threadMessages } from '@studypath/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../platform/db/schema/index.ts';
import type { TestClient, TestResponse } from '../../../test/http-client.ts';
import { insertMessageThread } from '../../../test/message-factories.ts';
import { completeProfileOf } from '../../../test/study-path-factories.ts';
import { minutes } from '../../../test/test-clock.ts';
import { signedInConsultant, signedInStudent, type SignedInUser } from '../../../test/signed-in.ts';
import { listenToLiveChanges } from '../../../test/live-changes.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

describe('conversations', () => {
  let t: TestServer;
  let ana: SignedInUser;
  let bruno: SignedInUser;
  let carla: SignedInUser;

  const startThread = <Body = StudentThread>(client: TestClient, body: Record<string, unknown>) =>
    client.request<Body>('POST', '/api/messages/threads', {
      json: { subject: 'Visa appointment', content: 'When is my appointment?', ...body },
      withCsrf: true,
    });
  const send = <Body = ThreadMessage>(client: TestClient, body: Record<string, unknown>) =>
    client.request<Body>('POST', '/api/messages', {
      json: { content: 'Thank you!', ...body },
      withCsrf: true,
    });
  const markRead = (client: TestClient, threadId: string) =>
    client.request('POST', `/api/messages/thread/${threadId}/mark-read`, { withCsrf: true });
  const unread = async (client: TestClient) =>
    (await client.get<number>('/api/messages/unread-count')).body;
  const threadsOf = async <Row = StudentThread>(client: TestClient, query = '') =>
    (await client.get<Row[]>(`/api/messages/threads${query}`)).body;
  const close = (client: TestClient, threadId: string) =>
    client.request('DELETE', `/api/admin/messages/threads/${threadId}`, { withCsrf: true });

  beforeAll(async () => {
    t = await startTestServer();
    ana = await signedInStudent(t);
    await completeProfileOf(t.deps, ana.user.id);
    bruno = await signedInStudent(t);
    carla = await signedInConsultant(t);
    const named = await carla.client.request('PUT', '/api/user/profile', {
      json: { displayName: 'Carla (Consultant)' },
      withCsrf: true,
    });
    expect(named.status).toBe(200);
  });
  afterAll(() => t.close());

  it('lets a student start a thread: 201, an audit row, and it lists first', async () => {
    const first = await startThread(ana.client, { subject: 'Older question' });
    t.clock.advance(minutes(1));
    const created = await startThread(ana.client, {
      subject: '  Visa appointment  ',
      content: 'When is\nmy appointment?',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String) as string,
      subject: 'Visa appointment',
      status: 'open',
      createdAt: t.clock.now().toISOString(),
      updatedAt: t.clock.now().toISOString(),
      unreadCount: 0,
    });
    const listed = await threadsOf(ana.client);
    expect(listed.map((thread) => thread.id).slice(0, 2)).toEqual([created.body.id, first.body.id]);
    expect(await threadsOf(bruno.client)).toEqual([]);

    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.entityId, created.body.id), eq(auditLogs.action, 'message_thread_create')),
      );
    expect(audit?.userId).toBe(ana.user.id);
    expect(JSON.stringify(audit?.details)).not.toContain('appointment');
  });

  it('shows the messages oldest first with sender names, and e-mails only to consultants', async () => {
    const thread = (await startThread(ana.client, {})).body;
    t.clock.advance(minutes(1));
    const reply = await send(carla.client, { threadId: thread.id, content: 'Next Monday.' });
    expect(reply.status).toBe(201);
    const nameless = await signedInConsultant(t);
    t.clock.advance(minutes(1));
    await send(nameless.client, { threadId: thread.id, content: 'Bring your passport.' });

    const asStudent = await ana.client.get<ThreadMessage[]>(`/api/messages/thread/${thread.id}`);
    expect(asStudent.status).toBe(200);
    expect(
      asStudent.body.map((message) => [
        message.senderRole,
        message.senderDisplayName,
        message.senderEmail,
        message.content,
      ]),
    ).toEqual([
      ['student', 'Ana Silva', null, 'When is my appointment?'],
      ['admin', 'Carla (Consultant)', null, 'Next Monday.'],
      ['admin', CONSULTANT_FALLBACK_NAME, null, 'Bring your passport.'],
    ]);
    expect(asStudent.body[0]).toMatchObject({
      threadId: thread.id,
      senderId: ana.user.id,
      senderFirstName: 'Ana',
      senderLastName: 'Silva',
      attachmentName: null,
      attachmentSize: null,
      attachmentUrl: null,
    });

    const asAdmin = await carla.client.get<ThreadMessage[]>(`/api/messages/thread/${thread.id}`);
    expect(asAdmin.body.map((message) => message.senderEmail)).toEqual([
      ana.user.email,
      carla.user.email,
      nameless.user.email,
    ]);
    // A student without legal names has no display name.
    const brunoThread = (await startThread(bruno.client, {})).body;
    const brunos = await carla.client.get<ThreadMessage[]>(
      `/api/messages/thread/${brunoThread.id}`,
    );
    expect(brunos.body[0]?.senderDisplayName).toBeNull();
  });

  it("keeps a student out of another student's thread, and anyone signed out of all of it", async () => {
    const thread = (await startThread(ana.client, {})).body;
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [thread.id, missing]) {
      const read = await bruno.client.get<ErrorResponse>(`/api/messages/thread/${id}`);
      expect(read.status).toBe(404);
      expect(read.body.message).toBe(threadMessages.threadNotFound);
      expect((await send(bruno.client, { threadId: id })).status).toBe(404);
      expect((await markRead(bruno.client, id)).status).toBe(404);
    }
    expect((await send(carla.client, { threadId: missing })).status).toBe(404);

    const anonymous = t.newClient();
    expect((await anonymous.get('/api/messages/threads')).status).toBe(401);
    expect((await anonymous.get(`/api/messages/thread/${thread.id}`)).status).toBe(401);
    expect((await anonymous.get('/api/messages/unread-count')).status).toBe(401);
    expect((await startThread(anonymous, {})).status).toBe(401);
    expect((await send(anonymous, { threadId: thread.id })).status).toBe(401);
    expect((await markRead(anonymous, thread.id)).status).toBe(401);
    // Only students start threads here; consultants have their own call.
    expect((await startThread(carla.client, {})).status).toBe(403);
  });

  it('counts unread messages per side: the student, and the consultant team as one', async () => {
    const dani = await signedInStudent(t);
    const other = await signedInConsultant(t);
    const staffBefore = await unread(carla.client);

    const thread = (await startThread(dani.client, {})).body;
    expect(await unread(carla.client)).toBe(staffBefore + 1);
    expect(await unread(dani.client)).toBe(0);
    const forStaff = (await threadsOf<AdminThread>(carla.client)).find(
      (row) => row.id === thread.id,
    );
    expect(forStaff?.unreadCount).toBe(1);

    // Opening marks nothing; marking read does, for every consultant.
    t.clock.advance(minutes(1));
    await carla.client.get(`/api/messages/thread/${thread.id}`);
    expect(await unread(other.client)).toBe(staffBefore + 1);
    expect((await markRead(carla.client, thread.id)).status).toBe(204);
    expect(await unread(other.client)).toBe(staffBefore);

    t.clock.advance(minutes(1));
    await send(other.client, { threadId: thread.id, content: 'Next Monday.' });
    t.clock.advance(minutes(1));
    await send(carla.client, { threadId: thread.id, content: 'At 9 am.' });
    expect(await unread(dani.client)).toBe(2);
    expect((await threadsOf(dani.client))[0]).toMatchObject({ id: thread.id, unreadCount: 2 });
    // The consultants' own replies are not unread for them.
    expect(await unread(carla.client)).toBe(staffBefore);

    t.clock.advance(minutes(1));
    expect((await markRead(dani.client, thread.id)).status).toBe(204);
    expect(await unread(dani.client)).toBe(0);
    expect((await threadsOf(dani.client))[0]?.unreadCount).toBe(0);

    // Replying counts as having read what came before.
    t.clock.advance(minutes(1));
    await send(carla.client, { threadId: thread.id, content: 'Any questions?' });
    expect(await unread(dani.client)).toBe(1);
    t.clock.advance(minutes(1));
    await send(dani.client, { threadId: thread.id, content: 'No, thanks.' });
    expect(await unread(dani.client)).toBe(0);
    expect(await unread(carla.client)).toBe(staffBefore + 1);
  });

  it('moves the thread to the top of the list when a message arrives', async () => {
    const older = (await startThread(ana.client, { subject: 'Older' })).body;
    t.clock.advance(minutes(1));
    const newer = (await startThread(ana.client, { subject: 'Newer' })).body;
    t.clock.advance(minutes(1));
    const sent = await send(ana.client, { threadId: older.id, content: 'Any news?' });
    expect(sent.body).toMatchObject({ senderRole: 'student', senderDisplayName: 'Ana Silva' });
    const ids = (await threadsOf(ana.client)).map((thread) => thread.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, sent.body.id), eq(auditLogs.action, 'message_sent')));
    expect(audit?.details).toEqual({
      threadId: older.id,
      senderRole: 'student',
      hasAttachment: false,
    });
  });

  it('refuses a reply to a closed thread from the student and from consultants (409)', async () => {
    const thread = (await startThread(ana.client, {})).body;
    expect((await close(carla.client, thread.id)).status).toBe(204);
    for (const client of [ana.client, carla.client]) {
      const refused = await send<ErrorResponse>(client, { threadId: thread.id });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(threadMessages.threadClosed);
    }
    const listed = (await threadsOf(ana.client)).find((row) => row.id === thread.id);
    expect(listed?.status).toBe('closed');
    // Still readable.
    expect((await ana.client.get(`/api/messages/thread/${thread.id}`)).status).toBe(200);
  });

  it('refuses bad input with a 400 that names the problem', async () => {
    const thread = (await startThread(ana.client, {})).body;
    const cases: [Promise<TestResponse<ErrorResponse>>, string, string][] = [
      [startThread(ana.client, { subject: '   ' }), 'subject', threadMessages.subjectRequired],
      [startThread(ana.client, { content: '' }), 'content', threadMessages.contentRequired],
      [startThread(ana.client, { subject: 'a'.repeat(201) }), 'subject', 'Must be at most 200'],
      [startThread(ana.client, { content: 'a'.repeat(5001) }), 'content', 'Must be at most 5000'],
      [send(ana.client, { threadId: thread.id, content: ' \n ' }), 'content', 'Message is'],
      [send(ana.client, { threadId: 'not-a-thread' }), 'threadId', 'Invalid id'],
      [
        send(ana.client, { threadId: thread.id, attachment: { storageKey: 'x', fileName: '' } }),
        'attachment.fileName',
        'File name is required',
      ],
    ];
    for (const [pending, field, message] of cases) {
      const response = await pending;
      expect(response.status).toBe(400);
      const problem = response.body.details?.find((detail) => detail.field === field);
      expect(problem?.message).toContain(message);
    }
    expect((await ana.client.get('/api/messages/thread/not-a-uuid')).status).toBe(400);
    expect((await markRead(ana.client, 'not-a-uuid')).status).toBe(400);
    expect((await ana.client.get('/api/messages/threads?includeClosed=maybe')).status).toBe(400);
  });

  it('publishes a live event in the transaction of each change, and none when nothing changed', async () => {
    const { waitFor, stop } = await listenToLiveChanges(t);
    try {
      const thread = (await startThread(ana.client, {})).body;
      const change = {
        kind: 'messages',
        id: thread.id,
        applicationId: null,
        studentId: ana.user.id,
      };
      // The team reads the student's message: only consultants hear it.
      await markRead(carla.client, thread.id);
      t.clock.advance(minutes(1));
      await send(carla.client, { threadId: thread.id });
      t.clock.advance(minutes(1));
      await markRead(ana.client, thread.id);
      // Nothing unread any more: no change, no event.
      await markRead(ana.client, thread.id);
      await close(carla.client, thread.id);
      // A refused reply changes nothing either.
      await send(ana.client, { threadId: thread.id });
      const next = await insertMessageThread(t.deps, { studentId: bruno.user.id });
      await markRead(bruno.client, next.id);
      const last = (await startThread(bruno.client, {})).body;
      expect(await waitFor(6)).toEqual([
        change,
        { ...change, studentId: null },
        change,
        change,
        change,
        { kind: 'messages', id: last.id, applicationId: null, studentId: bruno.user.id },
      ]);
    } finally {
      await stop();
    }
  });
});
