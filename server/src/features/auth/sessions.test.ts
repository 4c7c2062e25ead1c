import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../platform/db/schema/index.ts';
import { signedInStudent } from '../../../test/signed-in.ts';
import { hours, minutes } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

function sessionCookieLine(setCookies: string[]): string {
  const line = setCookies.find((candidate) => candidate.startsWith('sp_session='));
  if (!line) throw new Error(`no sp_session cookie in ${JSON.stringify(setCookies)}`);
  return line;
}

describe('sessions', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  async function signedInClient() {
    const { client, user, password, login: response } = await signedInStudent(t);
    expect(response.status).toBe(200);
    return { client, user, password, response };
  }

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/ and not Secure on an http APP_URL', async () => {
    const { response } = await signedInClient();
    const line = sessionCookieLine(response.setCookies);
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Lax/i);
    expect(line).toMatch(/; Path=\//i);
    expect(line).not.toMatch(/; Secure/i);
  });

  it('stores only a hash of the session id, never the cookie value', async () => {
    const { client, user } = await signedInClient();
    const cookieValue = client.cookies.get('sp_session') ?? '';
    expect(cookieValue).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.select().from(sessions);
    expect(JSON.stringify(rows)).not.toContain(cookieValue);
    const own = rows.filter((row) => row.userId === user.id);
    expect(own.map((row) => row.idHash)).toEqual([
      createHash('sha256').update(cookieValue).digest('hex'),
    ]);
  });

  it('answers /api/auth/me with the user while signed in and 401 when signed out', async () => {
    const { client, user } = await signedInClient();
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ id: user.id, email: user.email, role: 'student', language: 'en' });

    const anonymous = await t.newClient().get('/api/auth/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({
      error: 'unauthorized',
      code: 'unauthorized',
      message: 'You are not signed in.',
    });
  });

  it('issues a new session id at every sign-in and deletes the session the browser had', async () => {
    const { client, user, password } = await signedInClient();
    const firstId = client.cookies.get('sp_session');
    const oldCookie = `sp_session=${firstId}`;

    const again = await client.login(user.email, password);
    expect(again.status).toBe(200);
    expect(client.cookies.get('sp_session')).not.toBe(firstId);

    const withOldCookie = await t
      .newClient()
      .get('/api/auth/me', { headers: { cookie: oldCookie } });
    expect(withOldCookie.status).toBe(401);
    const rows = await t.db.query.sessions.findMany({
      where: (s, { eq }) => eq(s.userId, user.id),
    });
    expect(rows).toHaveLength(1);
  });

  it('logs out: deletes the session server-side, clears the cookie, and the old cookie is refused', async () => {
    const { client, user } = await signedInClient();
    const oldCookie = `sp_session=${client.cookies.get('sp_session')}`;

    const response = await client.logout();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(sessionCookieLine(response.setCookies)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    expect(client.cookies.has('sp_session')).toBe(false);

    const replayed = await t.newClient().get('/api/auth/me', { headers: { cookie: oldCookie } });
    expect(replayed.status).toBe(401);
    const rows = await t.db.query.sessions.findMany({
      where: (s, { eq }) => eq(s.userId, user.id),
    });
    expect(rows).toHaveLength(0);
    const logouts = await t.db.query.auditLogs.findMany({
      where: (log, { and, eq }) => and(eq(log.userId, user.id), eq(log.action, 'user_logout')),
    });
    expect(logouts).toHaveLength(1);
  });

  it('answers logout with 200 even when nobody is signed in', async () => {
    const response = await t.newClient().logout();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
  });

  it('ends a session after 60 minutes without activity', async () => {
    const { client } = await signedInClient();
    t.clock.advance(minutes(59));
    expect((await client.get('/api/auth/me')).status).toBe(200);
    t.clock.advance(minutes(59));
    expect((await client.get('/api/auth/me')).status).toBe(200);
    t.clock.advance(minutes(61));
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('deletes an expired session row when it is next presented', async () => {
    const { client, user } = await signedInClient();
    t.clock.advance(minutes(61));
    await client.get('/api/auth/me');
    const rows = await t.db.query.sessions.findMany({
      where: (s, { eq }) => eq(s.userId, user.id),
    });
    expect(rows).toHaveLength(0);
  });

  it('does not let background polling (X-Session-Activity: passive) extend the idle timeout', async () => {
    const { client } = await signedInClient();
    const passive = { headers: { 'x-session-activity': 'passive' } };
    t.clock.advance(minutes(30));
    expect((await client.get('/api/auth/me', passive)).status).toBe(200);
    t.clock.advance(minutes(29));
    expect((await client.get('/api/auth/me', passive)).status).toBe(200);
    t.clock.advance(minutes(2));
    expect((await client.get('/api/auth/me', passive)).status).toBe(401);
  });

  it('ends a session 12 hours after sign-in however active it is', async () => {
    const { client } = await signedInClient();
    for (let elapsed = 0; elapsed < hours(12) - minutes(50); elapsed += minutes(50)) {
      t.clock.advance(minutes(50));
      expect((await client.get('/api/auth/me')).status).toBe(200);
    }
    t.clock.advance(minutes(50));
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('writes last_seen_at at most once a minute', async () => {
    const { client, user } = await signedInClient();
    const lastSeen = async () =>
      (
        await t.db.query.sessions.findFirst({ where: (s, { eq }) => eq(s.userId, user.id) })
      )?.lastSeenAt.getTime();
    const atLogin = await lastSeen();
    t.clock.advance(30 * 1000);
    await client.get('/api/auth/me');
    expect(await lastSeen()).toBe(atLogin);
    t.clock.advance(31 * 1000);
    await client.get('/api/auth/me');
    expect(await lastSeen()).toBe(t.clock.now().getTime());
  });
});

describe('sessions behind an https APP_URL', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { APP_URL: 'https://portal.example.com' } });
  });
  afterAll(() => t.close());

  it('gives the session, pre-session and device cookies the __Host- prefix, Secure and Path=/ without Domain', async () => {
    const { user, password } = await t.createUser();
    const client = t.newClient();
    const csrfResponse = await client.get('/api/csrf-token');
    const response = await client.login(user.email, password);
    expect(response.status).toBe(200);
    const lines = [...csrfResponse.setCookies, ...response.setCookies];
    for (const name of ['__Host-sp_presession', '__Host-sp_session', '__Host-sp_device']) {
      const line = lines.find((candidate) => candidate.startsWith(`${name}=`));
      expect(line, name).toMatch(/; Secure/i);
      expect(line, name).toMatch(/; Path=\/(;|$)/i);
      expect(line, name).not.toMatch(/; Domain=/i);
    }
    expect(lines.some((line) => line.startsWith('sp_'))).toBe(false);
  });

  it('reads the session back from the prefixed cookie and ignores an unprefixed one', async () => {
    const { user, password } = await t.createUser();
    const client = t.newClient();
    expect((await client.login(user.email, password)).status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(200);

    const sessionId = client.cookies.get('__Host-sp_session') ?? '';
    const planted = t.newClient();
    planted.cookies.set('sp_session', sessionId);
    expect((await planted.get('/api/auth/me')).status).toBe(401);
  });
});
