import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStudent } from '../../../test/signed-in.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

const csrfInvalid = {
  error: 'csrf_invalid',
  code: 'csrf_invalid',
  message: 'Invalid or missing CSRF token. Refresh the page and try again.',
};

describe('CSRF protection', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  async function signedInClient() {
    const { client, login } = await signedInStudent(t);
    expect(login.status).toBe(200);
    return client;
  }

  it('hands out a token and sets the HttpOnly SameSite=Lax pre-session cookie when signed out', async () => {
    const response = await t.newClient().get<{ csrfToken: string }>('/api/csrf-token');
    expect(response.status).toBe(200);
    expect(response.body.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const presession = response.setCookies.find((line) => line.startsWith('sp_presession='));
    expect(presession).toMatch(/; HttpOnly/i);
    expect(presession).toMatch(/; SameSite=Lax/i);
  });

  it('keeps the same pre-session token for the same browser', async () => {
    const client = t.newClient();
    expect(await client.csrf()).toBe(await client.csrf());
  });

  it('refuses a state-changing call without a token with 403 csrf_invalid', async () => {
    const client = await signedInClient();
    const response = await client.request('POST', '/api/auth/logout');
    expect(response.status).toBe(403);
    expect(response.body).toEqual(csrfInvalid);
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  it('refuses a wrong token with 403 csrf_invalid', async () => {
    const client = await signedInClient();
    const response = await client.request('POST', '/api/auth/logout', {
      headers: { 'x-csrf-token': 'A'.repeat(43) },
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(csrfInvalid);
  });

  it("refuses another session's token", async () => {
    const alice = await signedInClient();
    const bob = await signedInClient();
    const bobsToken = await bob.csrf();
    const response = await alice.request('POST', '/api/auth/logout', {
      headers: { 'x-csrf-token': bobsToken },
    });
    expect(response.status).toBe(403);
    expect((await alice.get('/api/auth/me')).status).toBe(200);
  });

  it("refuses another browser's pre-session token for sign-in", async () => {
    const { user, password } = await t.createUser();
    const attackerToken = await t.newClient().csrf();
    const victim = t.newClient();
    await victim.csrf();
    const response = await victim.request('POST', '/api/auth/login', {
      json: { email: user.email, password },
      headers: { 'x-csrf-token': attackerToken },
    });
    expect(response.status).toBe(403);
  });

  it('accepts the pre-session token for sign-in, then a session-bound token afterwards', async () => {
    const { user, password } = await t.createUser();
    const client = t.newClient();
    const presessionToken = await client.csrf();
    const login = await client.request('POST', '/api/auth/login', {
      json: { email: user.email, password },
      headers: { 'x-csrf-token': presessionToken },
    });
    expect(login.status).toBe(200);

    const sessionToken = await client.csrf();
    expect(sessionToken).not.toBe(presessionToken);
    const stale = await client.request('POST', '/api/auth/logout', {
      headers: { 'x-csrf-token': presessionToken },
    });
    expect(stale.status).toBe(403);
    const logout = await client.request('POST', '/api/auth/logout', {
      headers: { 'x-csrf-token': sessionToken },
    });
    expect(logout.status).toBe(200);
  });

  it('accepts the session token for signing in again while already signed in', async () => {
    const { user, password } = await t.createUser();
    const client = t.newClient();
    await client.login(user.email, password);
    const again = await client.login(user.email, password);
    expect(again.status).toBe(200);
  });

  it('refuses a token without a cookie to bind it to', async () => {
    const client = t.newClient();
    const token = await client.csrf();
    client.cookies.clear();
    const response = await client.request('POST', '/api/auth/logout', {
      headers: { 'x-csrf-token': token },
    });
    expect(response.status).toBe(403);
  });

  it('never asks for a token on GET requests', async () => {
    const client = await signedInClient();
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await client.get('/api/csrf-token')).status).toBe(200);
  });
});
