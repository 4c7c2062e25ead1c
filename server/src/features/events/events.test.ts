import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type OpenedEventStream } from '../../../test/event-stream.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { insertStudyPath } from '../../../test/study-path-factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { sessionIdleTimeoutMs } from '../auth/session-policy.ts';
import { publishLiveEvent } from './live-events.ts';

let t: TestServer;
/** A second server process on the same database (its own connections on PostgreSQL). */
let other: TestServer;
const streams: OpenedEventStream[] = [];

beforeAll(async () => {
  t = await startTestServer();
  other = await startTestServer({ sameDatabaseAs: t });
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await other.close();
  await t.close();
});

async function signedIn(server: TestServer, role: 'student' | 'admin' = 'student') {
  const { user, password } = await server.createUser({ role });
  const client = server.newClient();
  expect((await client.login(user.email, password)).status).toBe(200);
  return { user, client };
}

async function open(server: TestServer, client: TestClient): Promise<OpenedEventStream> {
  const stream = await openEventStream(server.baseUrl, client);
  streams.push(stream);
  return stream;
}

/** Resolves with false when no event of that name comes within the time. */
async function arrivesWithin(stream: OpenedEventStream, name: string, ms: number) {
  return stream.next(name, ms).then(
    () => true,
    () => false,
  );
}

describe('GET /api/events', () => {
  it('refuses an anonymous caller with 401', async () => {
    const stream = await open(t, t.newClient());
    expect(stream.status).toBe(401);
  });

  it('answers an event stream that says ready once subscribed', async () => {
    const { client } = await signedIn(t);
    const stream = await open(t, client);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.headers.get('cache-control')).toContain('no-store');
    expect((await stream.next()).event).toBe('ready');
  });

  it("delivers a student's change to that student and to consultants, not to another student", async () => {
    const ana = await signedIn(t);
    const ben = await signedIn(t);
    const admin = await signedIn(t, 'admin');
    const anaStream = await open(t, ana.client);
    const benStream = await open(t, ben.client);
    const adminStream = await open(t, admin.client);
    for (const stream of [anaStream, benStream, adminStream]) await stream.next('ready');

    await publishLiveEvent(t.db, { kind: 'messages', id: 'thread-1', studentId: ana.user.id });

    const expected = { kind: 'messages', id: 'thread-1', applicationId: null };
    expect((await anaStream.next('change')).data).toEqual(expected);
    expect((await adminStream.next('change')).data).toEqual(expected);
    expect(await arrivesWithin(benStream, 'change', 300)).toBe(false);
  });

  it('sends nothing for a change whose transaction rolled back', async () => {
    const ana = await signedIn(t);
    const stream = await open(t, ana.client);
    await stream.next('ready');
    await t.db
      .transaction(async (tx) => {
        await publishLiveEvent(tx, { kind: 'documents', id: 'doc-1', studentId: ana.user.id });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await arrivesWithin(stream, 'change', 300)).toBe(false);
  });

  it('delivers a change made through a second server process on the same database', async () => {
    const ana = await signedIn(t);
    const admin = await signedIn(t, 'admin');
    const stream = await open(t, ana.client);
    await stream.next('ready');
    const path = await insertStudyPath(t.deps, { userId: ana.user.id, status: 'in_review' });

    // The consultant is signed in on the other process and changes the path there.
    const adminOnOther = other.newClient();
    adminOnOther.cookies.clear();
    for (const [name, value] of admin.client.cookies) adminOnOther.cookies.set(name, value);
    const changed = await adminOnOther.request(
      'PATCH',
      `/api/admin/applications/${path.id}/status`,
      {
        json: { status: 'docs_needed' },
        withCsrf: true,
      },
    );
    expect(changed.status).toBe(200);

    const event = await stream.next('change');
    expect(event.data).toEqual({ kind: 'applications', id: path.id, applicationId: path.id });
  });

  it('ends the stream with session-ended when the user signs out, even on another process', async () => {
    const ana = await signedIn(t);
    const stream = await open(t, ana.client);
    await stream.next('ready');
    const onOther = other.newClient();
    for (const [name, value] of ana.client.cookies) onOther.cookies.set(name, value);
    expect((await onOther.logout()).status).toBeLessThan(300);
    await stream.next('session-ended');
    await stream.ended;
  });

  it('ends the stream when the session reaches its idle timeout', async () => {
    const ana = await signedIn(t);
    const stream = await open(t, ana.client);
    await stream.next('ready');
    // Past its idle end, the next request finds the session expired and deletes it; the
    // deletion (like the sweep's) reaches the stream through the sessions trigger.
    t.clock.advance(sessionIdleTimeoutMs + 1000);
    const refused = await ana.client.get('/api/auth/me');
    expect(refused.status).toBe(401);
    await stream.next('session-ended');
  });

  it('does not count as activity: an open stream does not keep the session alive', async () => {
    const ana = await signedIn(t);
    const before = await t.db.query.sessions.findFirst({
      where: (sessions, { eq }) => eq(sessions.userId, ana.user.id),
    });
    t.clock.advance(10 * 60 * 1000);
    const stream = await open(t, ana.client);
    await stream.next('ready');
    const after = await t.db.query.sessions.findFirst({
      where: (sessions, { eq }) => eq(sessions.userId, ana.user.id),
    });
    expect(after?.lastSeenAt).toEqual(before?.lastSeenAt);
    stream.close();
  });

  it('refuses more than 20 streams for one user with 429', async () => {
    const ana = await signedIn(t);
    const opened: OpenedEventStream[] = [];
    for (let index = 0; index < 20; index += 1) opened.push(await open(t, ana.client));
    await Promise.all(opened.map((stream) => stream.next('ready')));
    const refused = await open(t, ana.client);
    expect(refused.status).toBe(429);
    for (const stream of opened) stream.close();
  });
});
