import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

describe('POST /api/auth/login', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('signs in a student and answers with the user and role', async () => {
    const { user, password } = await t.createUser({ role: 'student' });
    const response = await t.newClient().login(user.email, password);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      user: { id: user.id, email: user.email, role: 'student', language: 'en' },
    });
  });

  it('signs in an admin and answers with role admin', async () => {
    const { user, password } = await t.createUser({ role: 'admin' });
    const response = await t.newClient().login(user.email, password);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      user: { id: user.id, email: user.email, role: 'admin', language: 'en' },
    });
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    const { user, password } = await t.createUser({ email: 'mixed.case@example.com' });
    const response = await t.newClient().login('  Mixed.Case@Example.COM ', password);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ user: { id: user.id } });
  });

  it('refuses a wrong password with 401 Invalid credentials', async () => {
    const { user } = await t.createUser();
    const response = await t.newClient().login(user.email, 'not-the-password');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      error: 'unauthorized',
      code: 'auth.invalid_credentials',
      message: 'Invalid credentials',
    });
  });

  it('refuses an unknown email with exactly the same answer as a wrong password', async () => {
    const response = await t.newClient().login('nobody@example.com', 'whatever-password');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      error: 'unauthorized',
      code: 'auth.invalid_credentials',
      message: 'Invalid credentials',
    });
  });

  it('refuses a correct password on an unverified account with 403 asking to verify the email', async () => {
    const { user, password } = await t.createUser({ verified: false });
    const response = await t.newClient().login(user.email, password);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: 'email_not_verified' });
    expect((response.body as { message: string }).message).toContain('verify');
  });

  it('sets no session cookie when sign-in fails', async () => {
    const { user } = await t.createUser();
    const response = await t.newClient().login(user.email, 'wrong-password');
    expect(response.setCookies.some((line) => line.startsWith('sp_session='))).toBe(false);
  });

  it('rejects an invalid email with 400 validation_error naming the field', async () => {
    const response = await t.newClient().request('POST', '/api/auth/login', {
      json: { email: 'not-an-email', password: 'x' },
      withCsrf: true,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'validation_error',
      code: 'validation_error',
      message: 'Invalid email address',
      details: [{ field: 'email', message: 'Invalid email address' }],
    });
  });

  it('rejects an empty password with the spec message on the password field', async () => {
    const response = await t.newClient().request('POST', '/api/auth/login', {
      json: { email: 'someone@example.com', password: '' },
      withCsrf: true,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: 'validation_error',
      details: [{ field: 'password', message: 'Password is required' }],
    });
  });

  it('records a user_login audit entry with the client IP', async () => {
    const { user, password } = await t.createUser();
    const client = t.newClient();
    await client.login(user.email, password);
    const entries = await t.db.query.auditLogs.findMany({
      where: (log, { and, eq }) => and(eq(log.userId, user.id), eq(log.action, 'user_login')),
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entityType: 'user',
      entityId: user.id,
      ipAddress: client.ip,
    });
  });

  it('records a user_login_failed audit entry with the client IP for a wrong password', async () => {
    const { user } = await t.createUser();
    const client = t.newClient();
    const response = await client.login(user.email, 'not-the-password');
    expect(response.status).toBe(401);
    const entries = await t.db.query.auditLogs.findMany({
      where: (log, { and, eq }) =>
        and(eq(log.userId, user.id), eq(log.action, 'user_login_failed')),
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entityId: user.id, ipAddress: client.ip });
    expect(JSON.stringify(entries[0]?.details)).not.toContain('not-the-password');
  });
});
