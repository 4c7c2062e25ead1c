import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../platform/db/schema/index.ts';
import { createMemoryTransport } from '../../platform/email/transports/memory-transport.ts';
import { hours, minutes } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import {
  latestLinkTo,
  postWithCsrf,
  register,
  strongPassword,
  tokenRow,
  userByEmail,
} from '../../../test/account-flows.ts';

const invalidLink = {
  error: 'bad_request',
  code: 'account.invalid_verification_link',
  message: 'The verification link is invalid or has expired',
};

describe('POST /api/auth/verify-email', () => {
  const mailbox = createMemoryTransport();
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ emailTransport: mailbox });
  });
  afterAll(() => t.close());

  async function registeredWithToken(email: string): Promise<string> {
    expect((await register(t.newClient(), email)).status).toBe(201);
    return (await latestLinkTo(t, mailbox, email)).token;
  }

  it('verifies the address: sign-in answers 403 before and 200 after', async () => {
    const token = await registeredWithToken('verify-me@example.com');
    const browser = t.newClient();
    const before = await browser.login('verify-me@example.com', strongPassword);
    expect(before.status).toBe(403);
    expect(before.body).toMatchObject({ error: 'email_not_verified' });

    const response = await postWithCsrf(t.newClient(), '/api/auth/verify-email', { token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: 'Email verified. You can now sign in.',
      outcome: 'verified',
    });
    const user = await userByEmail(t, 'verify-me@example.com');
    expect(user?.emailVerifiedAt?.getTime()).toBe(t.clock.now().getTime());

    const after = await browser.login('verify-me@example.com', strongPassword);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ user: { email: 'verify-me@example.com', role: 'student' } });
  });

  it('verifies once; the same link opened again says the email is already verified', async () => {
    const token = await registeredWithToken('once@example.com');
    expect((await postWithCsrf(t.newClient(), '/api/auth/verify-email', { token })).status).toBe(
      200,
    );
    const verifiedAt = (await userByEmail(t, 'once@example.com'))?.emailVerifiedAt;
    t.clock.advance(minutes(5));
    const again = await postWithCsrf(t.newClient(), '/api/auth/verify-email', { token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      message: 'Your email is already verified',
      outcome: 'already_verified',
    });
    expect((await userByEmail(t, 'once@example.com'))?.emailVerifiedAt).toEqual(verifiedAt);
    expect((await tokenRow(t, token))?.usedAt).not.toBeNull();
  });

  it('says already verified for an older link, unused or expired, once another one verified the account', async () => {
    const first = await registeredWithToken('two-links@example.com');
    await postWithCsrf(t.newClient(), '/api/auth/resend-verification', {
      email: 'two-links@example.com',
    });
    const second = (await latestLinkTo(t, mailbox, 'two-links@example.com')).token;
    expect(second).not.toBe(first);
    await postWithCsrf(t.newClient(), '/api/auth/verify-email', { token: second });

    const older = await postWithCsrf(t.newClient(), '/api/auth/verify-email', { token: first });
    expect(older.body).toMatchObject({ outcome: 'already_verified' });
    t.clock.advance(hours(48));
    const expired = await postWithCsrf(t.newClient(), '/api/auth/verify-email', { token: second });
    expect(expired.status).toBe(200);
    expect(expired.body).toMatchObject({ outcome: 'already_verified' });
  });

  it('says already verified for a first use of the link after a password reset proved the address', async () => {
    const token = await registeredWithToken('reset-first@example.com');
    await postWithCsrf(t.newClient(), '/api/auth/forgot-password', {
      email: 'reset-first@example.com',
    });
    const reset = await latestLinkTo(t, mailbox, 'reset-first@example.com');
    await postWithCsrf(t.newClient(), '/api/auth/reset-password', {
      token: reset.token,
      password: 'another-strong-password',
      confirmPassword: 'another-strong-password',
    });
    const user = await userByEmail(t, 'reset-first@example.com');
    expect(user?.emailVerifiedAt).not.toBeNull();

    const response = await postWithCsrf(t.newClient(), '/api/auth/verify-email', { token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ outcome: 'already_verified' });
    const verifiedEntries = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, user?.id ?? ''), eq(auditLogs.action, 'email_verified')));
    expect(verifiedEntries).toHaveLength(0);
  });

  it('accepts a link until 24 hours after it was issued, and not at 24 hours', async () => {
    const early = await registeredWithToken('early@example.com');
    const late = await registeredWithToken('late@example.com');
    t.clock.advance(hours(24) - minutes(1));
    expect(
      (await postWithCsrf(t.newClient(), '/api/auth/verify-email', { token: early })).status,
    ).toBe(200);
    t.clock.advance(minutes(1));
    const expired = await postWithCsrf(t.newClient(), '/api/auth/verify-email', { token: late });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual(invalidLink);
    expect((await userByEmail(t, 'late@example.com'))?.emailVerifiedAt).toBeNull();
  });

  it('answers 400 for a well-formed token that was never issued', async () => {
    const response = await postWithCsrf(t.newClient(), '/api/auth/verify-email', {
      token: 'A'.repeat(43),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(invalidLink);
  });

  it('does not accept a password reset link as a verification link', async () => {
    const token = await registeredWithToken('wrong-purpose@example.com');
    await postWithCsrf(t.newClient(), '/api/auth/verify-email', { token });
    await postWithCsrf(t.newClient(), '/api/auth/forgot-password', {
      email: 'wrong-purpose@example.com',
    });
    const reset = await latestLinkTo(t, mailbox, 'wrong-purpose@example.com');
    expect(reset.link).toContain('/reset-password?token=');
    const response = await postWithCsrf(t.newClient(), '/api/auth/verify-email', {
      token: reset.token,
    });
    expect(response.status).toBe(400);
    expect((await tokenRow(t, reset.token))?.usedAt).toBeNull();
  });

  it.each([
    ['a token with characters no link carries', { token: 'not a token at all!' }],
    ['a token that is too short', { token: 'short' }],
    ['a missing token', {}],
  ])('refuses %s with 400 validation_error', async (_case, body) => {
    const response = await postWithCsrf(t.newClient(), '/api/auth/verify-email', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: 'validation_error',
      details: [{ field: 'token', message: 'The link is invalid.' }],
    });
  });

  it('records an email_verified audit entry without the token', async () => {
    const token = await registeredWithToken('audit-verify@example.com');
    const client = t.newClient();
    await postWithCsrf(client, '/api/auth/verify-email', { token });
    const user = await userByEmail(t, 'audit-verify@example.com');
    const entries = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, user?.id ?? ''), eq(auditLogs.action, 'email_verified')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ ipAddress: client.ip });
    expect(JSON.stringify(entries)).not.toContain(token);
  });
});
