import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type OpenedEventStream } from '../../../test/event-stream.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { insertStudyPath } from '../../../test/study-path-factories.ts';
import { checkedSignIn } from '../../../test/signed-in-checked.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { sessionIdleTimeoutMs } from '../../platform/sessions/session-policy.ts';
import { liveEventStreams } from '../../platform/db/schema/index.ts';
import {
  MAX_STREAMS_PER_SESSION,
  MAX_STREAMS_PER_USER,
  STREAM_CAP_RETRY_AFTER_SECONDS,
  STREAM_STALE_AFTER_MS,
  refreshLiveStreamPlaces,
  removeStaleLiveStreamPlaces,
} from './events.service.ts';
import { refusalMessages } from '../../platform/http/refusal-messages.ts';
import { publishLiveEvent } from '../../platform/events/live-events.ts';

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

const signedIn = checkedSignIn;

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
    const application = await insertStudyPath(t.deps, { userId: ana.user.id, status: 'in_review' });

    // The consultant is signed in on the other process and changes the path there.
    const adminOnOther = other.newClient();
    adminOnOther.cookies.clear();
    for (const [name, value] of admin.client.cookies) adminOnOther.cookies.set(name, value);
    const changed = await adminOnOther.request(
      'PATCH',
      `/api/admin/applications/${application.id}/status`,
      {
        json: { status: 'docs_needed' },
        withCsrf: true,
      },
    );
    expect(changed.status).toBe(200);

    const event = await stream.next('change');
    expect(event.data).toEqual({
      kind: 'applications',
      id: application.id,
      applicationId: application.id,
    });
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
});

describe('GET /api/events: how many streams a browser and a user may hold', () => {
  /** The streams of a user's session, as live_event_streams rows and by what this test holds. */
  const rowsOf = async (userId: string) =>
    t.db.select().from(liveEventStreams).where(eq(liveEventStreams.userId, userId));

  /**
   * Rows as streams on some other process would leave them: `ageSeconds` since their process last
   * refreshed them (by the database's clock, which the caps read).
   */
  async function holdElsewhere(
    userId: string,
    sessionIdHash: string,
    count: number,
    ageSeconds = 0,
  ): Promise<void> {
    const seenAt = sql`now() - make_interval(secs => ${ageSeconds})`;
    await t.db
      .insert(liveEventStreams)
      .values(
        Array.from({ length: count }, () => ({ userId, sessionIdHash, openedAt: seenAt, seenAt })),
      );
  }

  async function openAll(
    server: TestServer,
    client: TestClient,
    count: number,
  ): Promise<OpenedEventStream[]> {
    const opened: OpenedEventStream[] = [];
    for (let index = 0; index < count; index += 1) opened.push(await open(server, client));
    await Promise.all(opened.map((stream) => stream.next('ready')));
    return opened;
  }

  function expectRefused(
    stream: OpenedEventStream,
    code: 'live.session_stream_cap' | 'live.user_stream_cap',
  ): void {
    expect(stream.status).toBe(429);
    expect(stream.headers.get('retry-after')).toBe(String(STREAM_CAP_RETRY_AFTER_SECONDS));
    expect(stream.refusal).toEqual({ error: 'rate_limited', code, message: refusalMessages[code] });
  }

  /** Resolves once the condition holds, or fails after two seconds. */
  async function eventually(condition: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + 2000;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error('the condition never held');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it(`refuses stream ${MAX_STREAMS_PER_SESSION + 1} of one browser with 429, Retry-After and what to do, and still opens one for the same user's other device`, async () => {
    const { user, password } = await t.createUser();
    const laptop = t.newClient();
    expect((await laptop.login(user.email, password)).status).toBe(200);
    const opened = await openAll(t, laptop, MAX_STREAMS_PER_SESSION);

    expectRefused(await open(t, laptop), 'live.session_stream_cap');

    const phone = t.newClient();
    expect((await phone.login(user.email, password)).status).toBe(200);
    const onPhone = await open(t, phone);
    expect(onPhone.status).toBe(200);
    await onPhone.next('ready');
    for (const stream of [...opened, onPhone]) stream.close();
  });

  it(`refuses stream ${MAX_STREAMS_PER_USER + 1} of one user, whichever browser asks`, async () => {
    const { user, client } = await signedIn(t);
    await holdElsewhere(user.id, 'session-of-the-laptop', MAX_STREAMS_PER_SESSION);
    await holdElsewhere(
      user.id,
      'session-of-the-tablet',
      MAX_STREAMS_PER_USER - MAX_STREAMS_PER_SESSION,
    );

    expectRefused(await open(t, client), 'live.user_stream_cap');
  });

  it('counts the streams of one browser on every process sharing the database', async () => {
    const { client } = await signedIn(t);
    const onOther = other.newClient();
    for (const [name, value] of client.cookies) onOther.cookies.set(name, value);
    const half = MAX_STREAMS_PER_SESSION / 2;
    const opened = [...(await openAll(t, client, half)), ...(await openAll(other, onOther, half))];

    expectRefused(await open(other, onOther), 'live.session_stream_cap');
    expectRefused(await open(t, client), 'live.session_stream_cap');
    for (const stream of opened) stream.close();
  });

  it('lets only one of several openings at once take the last place, across processes', async () => {
    const { user, client } = await signedIn(t);
    const onOther = other.newClient();
    for (const [name, value] of client.cookies) onOther.cookies.set(name, value);
    const session = await t.db.query.sessions.findFirst({
      where: (sessions, { eq: equals }) => equals(sessions.userId, user.id),
    });
    if (!session) throw new Error('the user is signed in');
    await holdElsewhere(user.id, session.idHash, MAX_STREAMS_PER_SESSION - 1);

    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0 ? open(t, client) : open(other, onOther),
      ),
    );
    const statuses = attempts.map((stream) => stream.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    for (const stream of attempts) stream.close();
  });

  it("deletes a stream's row when the stream closes, on either side", async () => {
    const { user, client } = await signedIn(t);
    const closedByBrowser = await open(t, client);
    await closedByBrowser.next('ready');
    const endedBySignOut = await open(t, client);
    await endedBySignOut.next('ready');
    expect(await rowsOf(user.id)).toHaveLength(2);

    closedByBrowser.close();
    await eventually(async () => (await rowsOf(user.id)).length === 1);
    expect((await client.logout()).status).toBeLessThan(300);
    await endedBySignOut.ended;
    await eventually(async () => (await rowsOf(user.id)).length === 0);
  });

  it('does not count rows a dead process stopped refreshing three heartbeats ago, and removes them', async () => {
    const { user, client } = await signedIn(t);
    const staleSeconds = STREAM_STALE_AFTER_MS / 1000 + 1;
    await holdElsewhere(user.id, 'session-on-a-dead-process', MAX_STREAMS_PER_USER, staleSeconds);
    // Refreshed just within the window: these still count.
    await holdElsewhere(user.id, 'session-on-a-live-process', 1, staleSeconds - 10);

    const stream = await open(t, client);
    expect(stream.status).toBe(200);
    await stream.next('ready');
    const rows = await rowsOf(user.id);
    expect(rows.map((row) => row.sessionIdHash).sort()).toEqual([
      expect.not.stringMatching(/session-on/),
      'session-on-a-live-process',
    ]);
    stream.close();
  });

  it('keeps the streams a process still serves counted by refreshing their rows on the heartbeat', async () => {
    const { user } = await signedIn(t);
    const staleSeconds = STREAM_STALE_AFTER_MS / 1000 + 1;
    await holdElsewhere(user.id, 'served-session', 2, staleSeconds);
    const [first, second] = await rowsOf(user.id);
    if (!first || !second) throw new Error('two rows were inserted');

    await refreshLiveStreamPlaces(t.deps, [first.id]);

    const rows = await rowsOf(user.id);
    const seen = (id: string) => rows.find((row) => row.id === id)?.seenAt.getTime() ?? 0;
    expect(Date.now() - seen(first.id)).toBeLessThan(STREAM_STALE_AFTER_MS);
    expect(Date.now() - seen(second.id)).toBeGreaterThan(STREAM_STALE_AFTER_MS);
    expect(await removeStaleLiveStreamPlaces(t.deps)).toBeGreaterThanOrEqual(1);
    expect((await rowsOf(user.id)).map((row) => row.id)).toEqual([first.id]);
  });
});
