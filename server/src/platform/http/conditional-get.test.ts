// Polled GETs answer an ETag and 304 to a matching If-None-Match (decision 027). A student's tag
// stands on their change version: while it has not moved, the 304 comes without the handler
// reading anything (shown by data written behind the services' back, which the 304 ignores),
// and the first change published for the student (here a consultant's reply, on either process)
// makes the next poll read afresh. Consultants get a hash of the answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/http-client.ts';
import { insertMessageThread, insertThreadMessage } from '../../../test/message-factories.ts';
import { checkedSignIn } from '../../../test/signed-in-checked.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { contentTag, ifNoneMatchHolds, versionTag } from './conditional-get.ts';

let t: TestServer;
let other: TestServer;

beforeAll(async () => {
  t = await startTestServer();
  other = await startTestServer({ sameDatabaseAs: t });
});

afterAll(async () => {
  await other.close();
  await t.close();
});

const signedIn = checkedSignIn;

async function studentWithThread() {
  const student = await signedIn(t);
  const thread = await insertMessageThread(t.deps, { studentId: student.user.id });
  await insertThreadMessage(t.deps, {
    threadId: thread.id,
    senderId: student.user.id,
    senderRole: 'student',
  });
  return { ...student, thread };
}

const poll = (client: TestClient, path: string, tag?: string) =>
  client.get(path, tag ? { headers: { 'if-none-match': tag } } : {});

async function replyAsConsultant(client: TestClient, threadId: string) {
  const sent = await client.post(
    '/api/messages',
    { threadId, content: 'Your visa appointment is on Monday.' },
    { withCsrf: true },
  );
  expect(sent.status).toBe(201);
}

describe('polled GETs of a student', () => {
  it('answer a version tag, then 304 with no body while nothing changed', async () => {
    const { client, thread } = await studentWithThread();
    for (const path of [
      '/api/messages/threads',
      `/api/messages/thread/${thread.id}`,
      '/api/messages/unread-count',
      '/api/applications',
      '/api/info-requests',
      '/api/documents',
    ]) {
      const first = await poll(client, path);
      expect(first.status, path).toBe(200);
      const tag = first.headers.get('etag') ?? '';
      expect(tag, path).toMatch(/^"v\.[\w-]{27}"$/);
      const again = await poll(client, path, tag);
      expect(again.status, path).toBe(304);
      expect(again.text, path).toBe('');
      expect(again.headers.get('etag'), path).toBe(tag);
    }
  });

  it('a 304 does not read the data: a row written behind the services is not noticed', async () => {
    const { user, client, thread } = await studentWithThread();
    const first = await poll(client, `/api/messages/thread/${thread.id}`);
    const tag = first.headers.get('etag') ?? '';
    await insertThreadMessage(t.deps, {
      threadId: thread.id,
      senderId: user.id,
      senderRole: 'student',
    });
    expect((await poll(client, `/api/messages/thread/${thread.id}`, tag)).status).toBe(304);
  });

  it('a published change (a consultant replies) makes the next poll read afresh', async () => {
    const { client, thread } = await studentWithThread();
    const { client: consultant } = await signedIn(t, 'admin');
    const path = `/api/messages/thread/${thread.id}`;
    const first = await poll(client, path);
    const tag = first.headers.get('etag') ?? '';
    await replyAsConsultant(consultant, thread.id);
    const after = await poll(client, path, tag);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(tag);
    expect(JSON.stringify(after.body)).toContain('Your visa appointment is on Monday.');
    expect((await poll(client, path, after.headers.get('etag') ?? '')).status).toBe(304);
  });

  it('the tag holds on a second process, and a change made there is seen here', async () => {
    const { client, thread } = await studentWithThread();
    const path = '/api/messages/threads';
    const tag = (await poll(client, path)).headers.get('etag') ?? '';
    const twin = other.newClient();
    for (const [name, value] of client.cookies) twin.cookies.set(name, value);
    expect((await poll(twin, path, tag)).status).toBe(304);

    const { client: consultant } = await signedIn(other, 'admin');
    await replyAsConsultant(consultant, thread.id);
    // The version travels through the database to this process (milliseconds; a loaded machine
    // is allowed a second).
    const deadline = Date.now() + 1000;
    let status = (await poll(client, path, tag)).status;
    while (status === 304 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      status = (await poll(client, path, tag)).status;
    }
    expect(status).toBe(200);
  });

  it("one student's tag is no good for another student's same address", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const tag = (await poll(a.client, '/api/applications')).headers.get('etag') ?? '';
    const answer = await poll(b.client, '/api/applications', tag);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).not.toBe(tag);
  });

  it('a weak or listed If-None-Match matches; errors carry no tag', async () => {
    const { client } = await studentWithThread();
    const tag = (await poll(client, '/api/applications')).headers.get('etag') ?? '';
    expect((await poll(client, '/api/applications', `"other", W/${tag}`)).status).toBe(304);
    const missing = await poll(
      client,
      '/api/messages/thread/00000000-0000-4000-8000-000000000000',
      tag,
    );
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });

  it("another student's thread stays 404 whatever tag is sent", async () => {
    const { thread } = await studentWithThread();
    const stranger = await signedIn(t);
    const path = `/api/messages/thread/${thread.id}`;
    expect((await poll(stranger.client, path, '*')).status).toBe(404);
  });
});

describe('polled GETs of a consultant', () => {
  it('answer a hash of the answer: 304 while it is the same, 200 once it changed', async () => {
    const { thread } = await studentWithThread();
    const { client } = await signedIn(t, 'admin');
    const path = '/api/messages/threads';
    const first = await poll(client, path);
    const tag = first.headers.get('etag') ?? '';
    expect(tag).toMatch(/^"h\.[\w-]{27}"$/);
    expect((await poll(client, path, tag)).status).toBe(304);
    await replyAsConsultant(client, thread.id);
    expect((await poll(client, path, tag)).status).toBe(200);
    const stats = await poll(client, '/api/admin/stats');
    expect(stats.headers.get('etag')).toMatch(/^"h\./);
  });
});

describe('tags', () => {
  it('version tags differ by user, address and each version; content tags by content', () => {
    const base = { userId: 'u1', url: '/api/applications', student: 3, global: 1 };
    const tag = versionTag('secret', base);
    expect(versionTag('secret', base)).toBe(tag);
    for (const changed of [
      { ...base, userId: 'u2' },
      { ...base, url: '/api/documents' },
      { ...base, student: 4 },
      { ...base, global: 2 },
    ]) {
      expect(versionTag('secret', changed)).not.toBe(tag);
    }
    expect(versionTag('another secret', base)).not.toBe(tag);
    expect(contentTag('{"a":1}')).toBe(contentTag(Buffer.from('{"a":1}')));
    expect(contentTag('{"a":1}')).not.toBe(contentTag('{"a":2}'));
  });

  it('If-None-Match: exact, weak or listed; nothing else', () => {
    expect(ifNoneMatchHolds('"v.x"', '"v.x"')).toBe(true);
    expect(ifNoneMatchHolds('W/"v.x"', '"v.x"')).toBe(true);
    expect(ifNoneMatchHolds('"a", "v.x"', '"v.x"')).toBe(true);
    expect(ifNoneMatchHolds('*', '"v.x"')).toBe(false);
    expect(ifNoneMatchHolds('"v.y"', '"v.x"')).toBe(false);
    expect(ifNoneMatchHolds('v.x', '"v.x"')).toBe(false);
    expect(ifNoneMatchHolds(undefined, '"v.x"')).toBe(false);
  });
});
