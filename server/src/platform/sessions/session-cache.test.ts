// The session check remembers sessions in memory (decision 027) without weakening anything: what
// ends a session ends it at once on the process that ended it, and on a second one sharing the
// database (on PostgreSQL, another set of connections and its own listener; on PGlite, another app
// with its own memory over the same database) as soon as the database has delivered the
// announcement: the ending answer waits for its own delivery, and the other process's comes with
// it (well under a millisecond on a quiet machine; the tests allow a loaded one a second).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index.ts';
import { createMemoryTransport } from '../email/transports/memory-transport.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { minutes } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { latestLinkTo, postWithCsrf } from '../../../test/account-flows.ts';
import { createCookieSettings } from '../http/cookies.ts';

const mailbox = createMemoryTransport();
let t: TestServer;
let other: TestServer;

beforeAll(async () => {
  t = await startTestServer({ emailTransport: mailbox });
  other = await startTestServer({ sameDatabaseAs: t });
});

afterAll(async () => {
  await other.close();
  await t.close();
});

const sessionCookie = createCookieSettings(false).names.session;

/** The same browser session, talking to the second process. */
function onOtherProcess(client: TestClient): TestClient {
  const twin = other.newClient();
  const value = client.cookies.get(sessionCookie);
  if (value) twin.cookies.set(sessionCookie, value);
  return twin;
}

/** The other process refuses the session once the announcement reached it (bounded wait). */
async function refusedOnOtherProcess(client: TestClient, path = '/api/auth/me'): Promise<number> {
  const deadline = Date.now() + 1000;
  let status = (await client.get(path)).status;
  while (status !== 401 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    status = (await client.get(path)).status;
  }
  return status;
}

async function signedInOnBoth(role: 'student' | 'admin' = 'student') {
  const { user, password } = await t.createUser({ role });
  const here = t.newClient();
  expect((await here.login(user.email, password)).status).toBe(200);
  const there = onOtherProcess(here);
  // Both processes have now checked (and remembered) the session.
  for (let i = 0; i < 3; i += 1) {
    expect((await here.get('/api/auth/me')).status).toBe(200);
    expect((await there.get('/api/auth/me')).status).toBe(200);
  }
  return { user, password, here, there };
}

describe('remembered sessions end at once, on every process', () => {
  it('sign-out: the next request on either process is refused', async () => {
    const { here, there } = await signedInOnBoth();
    const copyHere = t.newClient();
    copyHere.cookies.set(sessionCookie, here.cookies.get(sessionCookie) ?? '');
    expect((await here.logout()).status).toBe(200);
    // `here` lost its cookie with the sign-out answer; a copy of it must not work either.
    expect((await copyHere.get('/api/auth/me')).status).toBe(401);
    expect(await refusedOnOtherProcess(there)).toBe(401);
    expect(await refusedOnOtherProcess(onOtherProcess(there), '/api/user/profile')).toBe(401);
  });

  it('sign-out on the second process: refused on the first at once', async () => {
    const { here, there } = await signedInOnBoth();
    const copyHere = t.newClient();
    copyHere.cookies.set(sessionCookie, here.cookies.get(sessionCookie) ?? '');
    expect((await there.logout()).status).toBe(200);
    expect(await refusedOnOtherProcess(copyHere)).toBe(401);
  });

  it('password reset: every session of the account is refused on both processes', async () => {
    const { user, here, there } = await signedInOnBoth();
    const requested = await postWithCsrf(t.newClient(), '/api/auth/forgot-password', {
      email: user.email,
    });
    expect(requested.status).toBe(200);
    const { token } = await latestLinkTo(t, mailbox, user.email);
    const reset = await postWithCsrf(other.newClient(), '/api/auth/reset-password', {
      token,
      password: 'a-brand-new-password',
      confirmPassword: 'a-brand-new-password',
    });
    expect(reset.status).toBe(200);
    expect((await there.get('/api/auth/me')).status).toBe(401);
    expect(await refusedOnOtherProcess(here)).toBe(401);
  });

  it('role change: the changed user is refused on both processes', async () => {
    const { here: admin } = await signedInOnBoth('admin');
    const { user, here, there } = await signedInOnBoth();
    const changed = await admin.request('PUT', `/api/admin/users/${user.id}`, {
      json: { role: 'admin' },
      withCsrf: true,
    });
    expect(changed.status).toBe(200);
    expect((await here.get('/api/auth/me')).status).toBe(401);
    expect(await refusedOnOtherProcess(there)).toBe(401);
  });

  it('user deletion: the deleted user is refused on both processes', async () => {
    const { there: admin } = await signedInOnBoth('admin');
    const { user, here, there } = await signedInOnBoth();
    const deleted = await admin.request('DELETE', `/api/admin/users/${user.id}`, {
      withCsrf: true,
    });
    expect(deleted.status).toBe(204);
    expect((await there.get('/api/auth/me')).status).toBe(401);
    expect(await refusedOnOtherProcess(here)).toBe(401);
  });

  it('a session deleted in the database by anyone is refused on both processes', async () => {
    const { user, here, there } = await signedInOnBoth();
    await t.db.delete(sessions).where(eq(sessions.userId, user.id));
    // Nobody waited for the announcement here: both processes hear it from the database.
    expect(await refusedOnOtherProcess(here)).toBe(401);
    expect(await refusedOnOtherProcess(there)).toBe(401);
  });

  it('idle expiry is still judged: an hour without activity ends a remembered session', async () => {
    const { here, there } = await signedInOnBoth();
    t.clock.advance(minutes(61));
    other.clock.advance(minutes(61));
    expect((await here.get('/api/auth/me')).status).toBe(401);
    expect((await there.get('/api/auth/me')).status).toBe(401);
  });

  it('activity seen by one process keeps the session alive on the other', async () => {
    const { here, there } = await signedInOnBoth();
    // 40 minutes on, the user works on the first process (its activity is recorded) ...
    t.clock.advance(minutes(40));
    other.clock.advance(minutes(40));
    expect((await here.get('/api/user/profile')).status).toBe(200);
    // ... and 30 minutes later the second process, which remembered the session from before,
    // reads it again instead of calling it idle.
    t.clock.advance(minutes(30));
    other.clock.advance(minutes(30));
    expect((await there.get('/api/auth/me')).status).toBe(200);
  });
});
