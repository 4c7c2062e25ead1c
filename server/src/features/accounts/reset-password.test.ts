import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, sessions } from '../../platform/db/schema/index.ts';
import { createMemoryTransport } from '../../platform/email/transports/memory-transport.ts';
import { minutes } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import {
  latestLinkTo,
  postWithCsrf,
  register,
  strongPassword,
  userByEmail,
} from '../../../test/account-flows.ts';

const invalidLink = {
  error: 'bad_request',
  code: 'account.invalid_reset_link',
  message: 'The reset link is invalid or has expired.',
};
const newPassword = 'a-brand-new-password';

describe('POST /api/auth/reset-password', () => {
  const mailbox = createMemoryTransport();
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ emailTransport: mailbox });
  });
  afterAll(() => t.close());

  async function resetTokenFor(email: string): Promise<string> {
    const response = await postWithCsrf(t.newClient(), '/api/auth/forgot-password', { email });
    expect(response.status).toBe(200);
    return (await latestLinkTo(t, mailbox, email)).token;
  }

  function reset(token: string, password = newPassword, confirmPassword = password) {
    return postWithCsrf(t.newClient(), '/api/auth/reset-password', {
      token,
      password,
      confirmPassword,
    });
  }

  it('sets the new password: the old one fails and the new one signs in', async () => {
    const { user, password } = await t.createUser({ email: 'reset-me@example.com' });
    const response = await reset(await resetTokenFor(user.email));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: 'Your password has been reset. You can now sign in with your new password.',
    });
    expect((await t.newClient().login(user.email, password)).status).toBe(401);
    expect((await t.newClient().login(user.email, newPassword)).status).toBe(200);
  });

  it('ends every session of the account: old cookies get 401 on /api/auth/me', async () => {
    const { user, password } = await t.createUser({ email: 'many-devices@example.com' });
    const laptop = t.newClient();
    const phone = t.newClient();
    expect((await laptop.login(user.email, password)).status).toBe(200);
    expect((await phone.login(user.email, password)).status).toBe(200);
    expect((await laptop.get('/api/auth/me')).status).toBe(200);
    const bystander = await t.createUser();
    const other = t.newClient();
    await other.login(bystander.user.email, bystander.password);

    expect((await reset(await resetTokenFor(user.email))).status).toBe(200);
    expect((await laptop.get('/api/auth/me')).status).toBe(401);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect(await t.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    expect((await other.get('/api/auth/me')).status).toBe(200);
  });

  it('clears the session cookie when the browser resetting the password was signed in as that account', async () => {
    const { user, password } = await t.createUser({ email: 'signed-in-reset@example.com' });
    const browser = t.newClient();
    await browser.login(user.email, password);
    const token = await resetTokenFor(user.email);
    const response = await postWithCsrf(browser, '/api/auth/reset-password', {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(response.status).toBe(200);
    expect(response.setCookies.some((line) => /^sp_session=;/.test(line))).toBe(true);
  });

  it('accepts a link only once', async () => {
    const { user } = await t.createUser({ email: 'reset-once@example.com' });
    const token = await resetTokenFor(user.email);
    expect((await reset(token)).status).toBe(200);
    const again = await reset(token, 'yet-another-password');
    expect(again.status).toBe(400);
    expect(again.body).toEqual(invalidLink);
    expect((await t.newClient().login(user.email, newPassword)).status).toBe(200);
  });

  it('accepts a link for just under 1 hour, not at 1 hour', async () => {
    const early = await t.createUser({ email: 'reset-early@example.com' });
    const late = await t.createUser({ email: 'reset-late@example.com' });
    const earlyToken = await resetTokenFor(early.user.email);
    const lateToken = await resetTokenFor(late.user.email);
    t.clock.advance(minutes(59));
    expect((await reset(earlyToken)).status).toBe(200);
    t.clock.advance(minutes(1));
    const expired = await reset(lateToken);
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual(invalidLink);
    expect((await t.newClient().login(late.user.email, late.password)).status).toBe(200);
  });

  it('answers 400 for a token that was never issued, and for a verification link', async () => {
    expect((await reset('B'.repeat(43))).body).toEqual(invalidLink);
    await register(t.newClient(), 'verify-not-reset@example.com');
    const { token } = await latestLinkTo(t, mailbox, 'verify-not-reset@example.com');
    const response = await reset(token);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(invalidLink);
  });

  it('verifies an account that never verified, since the link proved the mailbox', async () => {
    await register(t.newClient(), 'never-verified@example.com');
    expect((await t.newClient().login('never-verified@example.com', strongPassword)).status).toBe(
      403,
    );
    expect((await reset(await resetTokenFor('never-verified@example.com'))).status).toBe(200);
    expect((await t.newClient().login('never-verified@example.com', newPassword)).status).toBe(200);
  });

  it.each([
    [
      'a short password',
      { password: 'short', confirmPassword: 'short' },
      'password',
      'Password must be at least 8 characters',
    ],
    [
      'passwords that differ',
      { password: newPassword, confirmPassword: 'not-the-same' },
      'confirmPassword',
      "Passwords don't match",
    ],
  ])(
    'refuses %s with 400 and leaves the password and link untouched',
    async (_case, body, field, message) => {
      const { user, password } = await t.createUser();
      const token = await resetTokenFor(user.email);
      const response = await postWithCsrf(t.newClient(), '/api/auth/reset-password', {
        token,
        ...body,
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        error: 'validation_error',
        details: [{ field, message }],
      });
      expect((await t.newClient().login(user.email, password)).status).toBe(200);
      expect((await reset(token)).status).toBe(200);
    },
  );

  it('records a password_reset audit entry with the number of sessions ended, without the token', async () => {
    const { user, password } = await t.createUser({ email: 'reset-audit@example.com' });
    await t.newClient().login(user.email, password);
    const token = await resetTokenFor(user.email);
    await reset(token);
    const entries = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, user.id), eq(auditLogs.action, 'password_reset')));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.details).toEqual({ sessionsEnded: 1 });
    expect(JSON.stringify(entries)).not.toContain(token);
    expect((await userByEmail(t, user.email))?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
