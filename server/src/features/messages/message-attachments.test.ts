import type {
  AdminThread,
  ErrorResponse,
  StudentThread,
  ThreadMessage,
  UploadUrlResponse,
} from '@studypath/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../platform/db/schema/index.ts';
import { pdfBytes, pngBytes, shellScript } from '../../../test/document-factories.ts';
import { putToUploadUrl, storedKeys } from '../../../test/document-uploads.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { insertMessageThread } from '../../../test/message-factories.ts';
import { minutes } from '../../../test/test-clock.ts';
import { signedInConsultant, signedInStudent, type SignedInUser } from '../../../test/signed-in.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { uploadKeyRateLimit } from '../documents/upload-keys.ts';

describe('message attachments', () => {
  let t: TestServer;
  let ana: SignedInUser;
  let bruno: SignedInUser;
  let carla: SignedInUser;

  /** Asks for an upload URL and PUTs the bytes to it; answers the storage key. */
  async function upload(client: TestClient, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
    const issued = await client.request<UploadUrlResponse>(
      'POST',
      '/api/messages/attachments/upload',
      { withCsrf: true },
    );
    expect(issued.status).toBe(200);
    const put = await putToUploadUrl(client, issued.body.uploadURL, bytes);
    expect(put.status).toBe(204);
    return issued.body.storageKey;
  }

  const send = <Body = ThreadMessage>(client: TestClient, body: Record<string, unknown>) =>
    client.request<Body>('POST', '/api/messages', {
      json: { content: 'See the attached file.', ...body },
      withCsrf: true,
    });

  beforeAll(async () => {
    t = await startTestServer();
    ana = await signedInStudent(t);
    bruno = await signedInStudent(t);
    carla = await signedInConsultant(t);
  });
  afterAll(() => t.close());

  it('takes a PDF with a new thread and serves it to its student and consultants only', async () => {
    const storageKey = await upload(ana.client, pdfBytes);
    expect(storageKey).toMatch(new RegExp(`^uploads/${ana.user.id}/[0-9a-f-]{36}$`));
    const created = await ana.client.request<StudentThread>('POST', '/api/messages/threads', {
      json: {
        subject: 'My transcript',
        content: 'Here it is.',
        attachment: { storageKey, fileName: 'Relevé de notes.pdf' },
      },
      withCsrf: true,
    });
    expect(created.status).toBe(201);
    const [message] = (
      await ana.client.get<ThreadMessage[]>(`/api/messages/thread/${created.body.id}`)
    ).body;
    expect(message).toMatchObject({
      attachmentName: 'Relevé de notes.pdf',
      attachmentSize: pdfBytes.length,
      attachmentUrl: `/api/messages/${message?.id}/attachment`,
    });
    const [row] = await t.db
      .select()
      .from(messages)
      .where(eq(messages.id, message?.id ?? ''));
    expect(row?.attachmentKey).toMatch(new RegExp(`^messages/${created.body.id}/[0-9a-f-]{36}$`));
    expect(row?.attachmentMimeType).toBe('application/pdf');
    expect(await storedKeys(t)).toEqual([row?.attachmentKey]);

    const path = message?.attachmentUrl ?? '';
    const download = await ana.client.get(path);
    expect(download.status).toBe(200);
    expect(download.text).toBe(pdfBytes.toString());
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Relev_ de notes.pdf"; filename*=UTF-8''Relev%C3%A9%20de%20notes.pdf`,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('cache-control')).toBe('no-store');
    expect((await carla.client.get(path)).status).toBe(200);
    const foreign = await bruno.client.get<ErrorResponse>(path);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Attachment not found.');
    expect((await t.newClient().get(path)).status).toBe(401);

    // The key was spent with the message.
    const again = await send<ErrorResponse>(ana.client, {
      threadId: created.body.id,
      attachment: { storageKey, fileName: 'again.pdf' },
    });
    expect(again.status).toBe(400);

    await t.storage.delete(row?.attachmentKey ?? '');
    const gone = await ana.client.get<ErrorResponse>(path);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('This attachment file is no longer accessible.');
  });

  it('lets a consultant attach a file to a reply and to a new thread', async () => {
    const thread = await insertMessageThread(t.deps, { studentId: ana.user.id });
    const reply = await send(carla.client, {
      threadId: thread.id,
      attachment: { storageKey: await upload(carla.client, pngBytes), fileName: 'map.png' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ attachmentName: 'map.png', senderRole: 'admin' });
    const download = await ana.client.get(reply.body.attachmentUrl ?? '');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');

    const started = await carla.client.request<AdminThread>('POST', '/api/admin/messages/threads', {
      json: {
        studentId: ana.user.id,
        subject: 'Your offer letter',
        content: 'Attached.',
        attachment: { storageKey: await upload(carla.client, pdfBytes), fileName: 'offer.pdf' },
      },
      withCsrf: true,
    });
    expect(started.status).toBe(201);
    const [first] = (
      await ana.client.get<ThreadMessage[]>(`/api/messages/thread/${started.body.id}`)
    ).body;
    expect(first).toMatchObject({ attachmentName: 'offer.pdf', attachmentSize: pdfBytes.length });
  });

  it("keeps an attachment's name clean and under its content's extension", async () => {
    const thread = await insertMessageThread(t.deps, { studentId: ana.user.id });
    const sent = await send(ana.client, {
      threadId: thread.id,
      attachment: {
        storageKey: await upload(ana.client, pdfBytes),
        fileName: 'poly\u202Efdp\u200B.html',
      },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.attachmentName).toBe('polyfdp.html.pdf');
    const [row] = await t.db.select().from(messages).where(eq(messages.id, sent.body.id));
    expect(row?.attachmentName).toBe('polyfdp.html.pdf');
    const asConsultant = await carla.client.get<ThreadMessage[]>(
      `/api/messages/thread/${thread.id}`,
    );
    expect(asConsultant.body[0]?.attachmentName).toBe('polyfdp.html.pdf');
    const download = await carla.client.get(sent.body.attachmentUrl ?? '');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="polyfdp.html.pdf"; filename*=UTF-8''polyfdp.html.pdf`,
    );

    // A name stored before the cleaning is shown and served clean, with no migration.
    await t.db
      .update(messages)
      .set({ attachmentName: 'scan\u202Egnp.exe' })
      .where(eq(messages.id, sent.body.id));
    const listed = await ana.client.get<ThreadMessage[]>(`/api/messages/thread/${thread.id}`);
    expect(listed.body[0]?.attachmentName).toBe('scangnp.exe.pdf');
    const again = await ana.client.get(sent.body.attachmentUrl ?? '');
    expect(again.headers.get('content-disposition')).toBe(
      `attachment; filename="scangnp.exe.pdf"; filename*=UTF-8''scangnp.exe.pdf`,
    );
  });

  it('refuses content that is not an allowed file with a clear 400 and keeps nothing', async () => {
    const thread = await insertMessageThread(t.deps, { studentId: ana.user.id });
    const before = await storedKeys(t);
    const refused = await send<ErrorResponse>(ana.client, {
      threadId: thread.id,
      attachment: { storageKey: await upload(ana.client, shellScript), fileName: 'notes.pdf' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      "The file's content is not a PDF, DOC, DOCX, JPG or PNG file.",
    );
    expect(await storedKeys(t)).toEqual(before);
    const listed = await ana.client.get<ThreadMessage[]>(`/api/messages/thread/${thread.id}`);
    expect(listed.body).toEqual([]);
  });

  it("refuses a key that is unknown, another user's, or never uploaded", async () => {
    const thread = await insertMessageThread(t.deps, { studentId: ana.user.id });
    const brunosKey = await upload(bruno.client, pdfBytes);
    for (const storageKey of [
      `uploads/${ana.user.id}/00000000-0000-4000-8000-000000000000`,
      brunosKey,
      'documents/../../etc/passwd',
    ]) {
      const refused = await send<ErrorResponse>(ana.client, {
        threadId: thread.id,
        attachment: { storageKey, fileName: 'file.pdf' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(
        'This upload was not found, belongs to someone else or was already sent.',
      );
    }
    const issued = await ana.client.request<UploadUrlResponse>(
      'POST',
      '/api/messages/attachments/upload',
      { withCsrf: true },
    );
    const missing = await send<ErrorResponse>(ana.client, {
      threadId: thread.id,
      attachment: { storageKey: issued.body.storageKey, fileName: 'file.pdf' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('The file was not uploaded. Please upload it again.');
  });

  it('keeps the key usable when the thread refuses the reply (closed: 409)', async () => {
    const thread = await insertMessageThread(t.deps, {
      studentId: ana.user.id,
      status: 'closed',
    });
    const storageKey = await upload(ana.client, pdfBytes);
    const attachment = { storageKey, fileName: 'late.pdf' };
    const refused = await send(ana.client, { threadId: thread.id, attachment });
    expect(refused.status).toBe(409);
    t.clock.advance(minutes(1));
    const open = await insertMessageThread(t.deps, { studentId: ana.user.id });
    expect((await send(ana.client, { threadId: open.id, attachment })).status).toBe(201);
  });

  it('answers 404 for a message without an attachment, and needs a signed-in caller to upload', async () => {
    const thread = await insertMessageThread(t.deps, { studentId: ana.user.id });
    const plain = await send(ana.client, { threadId: thread.id });
    expect((await ana.client.get(`/api/messages/${plain.body.id}/attachment`)).status).toBe(404);
    const anonymous = await t
      .newClient()
      .request('POST', '/api/messages/attachments/upload', { withCsrf: true });
    expect(anonymous.status).toBe(401);
  });

  it('gives one user at most 60 upload keys an hour (documents and attachments together)', async () => {
    const dani = await signedInStudent(t);
    const issue = () =>
      dani.client.request('POST', '/api/messages/attachments/upload', { withCsrf: true });
    for (let index = 0; index < uploadKeyRateLimit.limit; index += 1) {
      expect((await issue()).status).toBe(200);
    }
    const refused = await issue();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another user is not held back by it, and the hour passes.
    const eve = await signedInStudent(t);
    const other = await eve.client.request('POST', '/api/messages/attachments/upload', {
      withCsrf: true,
    });
    expect(other.status).toBe(200);
    // Signed in all along (a request at 50 minutes keeps the session), the next hour allows more.
    t.clock.advance(minutes(50));
    expect((await dani.client.get('/api/auth/me')).status).toBe(200);
    t.clock.advance(uploadKeyRateLimit.windowMs - minutes(49));
    expect((await issue()).status).toBe(200);
  });
});
