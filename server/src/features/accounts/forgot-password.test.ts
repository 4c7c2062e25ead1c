import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { createMemoryTransport } from '../../platform/email/transports/memory-transport.ts';
import { hours } from '../../../test/test-clock.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';
import {
  countRows,
  latestLinkTo,
  outboxTo,
  postWithCsrf,
  tokenRow,
} from '../../../test/account-flows.ts';

const sameAnswer = {
  message: 'If an account exists for that email, we have sent a link to reset the password.',
};

describe('POST /api/auth/forgot-password', () => {
  const mailbox = createMemoryTransport();
  const t = testServerForSuite({
    emailTransport: mailbox,
    env: { APP_URL: 'https://portal.example.test' },
  });

  it('gives the same status and body for an existing and an unknown email, and queues mail only for the existing one', async () => {
    await t.createUser({ email: 'has-account@example.com' });
    const existing = await postWithCsrf(t.newClient(), '/api/auth/forgot-password', {
      email: 'has-account@example.com',
    });
    const unknown = await postWithCsrf(t.newClient(), '/api/auth/forgot-password', {
      email: 'no-account@example.com',
    });
    expect(existing.status).toBe(200);
    expect(unknown.status).toBe(existing.status);
    expect(existing.body).toEqual(sameAnswer);
    expect(unknown.text).toBe(existing.text);

    expect(await outboxTo(t, 'has-account@example.com')).toHaveLength(1);
    expect(await outboxTo(t, 'no-account@example.com')).toHaveLength(0);
    await t.app.emailRelay.runOnce();
    expect(mailbox.messages.map((message) => message.to)).not.toContain('no-account@example.com');
  });

  /** fetch() always sends the real Host; node:http sends the one we name. */
  async function postNamingHost(client: TestClient, path: string, json: unknown, host: string) {
    const csrfToken = await client.csrf();
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return new Promise<number | undefined>((resolve, reject) => {
      const request = http.request(new URL(path, t.baseUrl), {
        method: 'POST',
        headers: {
          host,
          'x-forwarded-host': host,
          'x-forwarded-for': client.ip,
          'content-type': 'application/json',
          'x-csrf-token': csrfToken,
          cookie,
        },
      });
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      });
      request.on('error', reject);
      request.end(JSON.stringify(json));
    });
  }

  it('emails a reset link built from APP_URL even when the request names another host', async () => {
    await t.createUser({ email: 'host-header@example.com' });
    const status = await postNamingHost(
      t.newClient(),
      '/api/auth/forgot-password',
      { email: 'host-header@example.com' },
      'attacker.example',
    );
    expect(status).toBe(200);
    const { link, token } = await latestLinkTo(t, mailbox, 'host-header@example.com');
    expect(link).toBe(`https://portal.example.test/reset-password?token=${token}`);
    const [sent] = mailbox.messages.filter((message) => message.to === 'host-header@example.com');
    expect(sent?.subject).toBe('Reset your StudyPath password');
    expect(`${sent?.text}${sent?.html}`).not.toContain('attacker.example');
  });

  it('issues a token stored hashed, valid for 1 hour', async () => {
    await t.createUser({ email: 'lifetime@example.com' });
    await postWithCsrf(t.newClient(), '/api/auth/forgot-password', {
      email: 'lifetime@example.com',
    });
    const { token } = await latestLinkTo(t, mailbox, 'lifetime@example.com');
    const row = await tokenRow(t, token);
    expect(row).toMatchObject({ purpose: 'reset_password', usedAt: null });
    expect(row?.expiresAt.getTime()).toBe(t.clock.now().getTime() + hours(1));
  });

  it('invalidates the earlier unused reset link when a new one is issued', async () => {
    await t.createUser({ email: 'twice@example.com' });
    const client = t.newClient();
    await postWithCsrf(client, '/api/auth/forgot-password', { email: 'twice@example.com' });
    const first = await latestLinkTo(t, mailbox, 'twice@example.com');
    await postWithCsrf(client, '/api/auth/forgot-password', { email: 'twice@example.com' });
    const second = await latestLinkTo(t, mailbox, 'twice@example.com');
    expect(second.token).not.toBe(first.token);
    expect((await tokenRow(t, first.token))?.usedAt).not.toBeNull();
    expect((await tokenRow(t, second.token))?.usedAt).toBeNull();

    const withFirst = await postWithCsrf(client, '/api/auth/reset-password', {
      token: first.token,
      password: 'brand-new-password',
      confirmPassword: 'brand-new-password',
    });
    expect(withFirst.status).toBe(400);
    const withSecond = await postWithCsrf(client, '/api/auth/reset-password', {
      token: second.token,
      password: 'brand-new-password',
      confirmPassword: 'brand-new-password',
    });
    expect(withSecond.status).toBe(200);
  });

  it('refuses an invalid email with 400 and stores nothing', async () => {
    const before = await countRows(t);
    const response = await postWithCsrf(t.newClient(), '/api/auth/forgot-password', {
      email: 'not-an-email',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: 'validation_error',
      details: [{ field: 'email', message: 'Invalid email address' }],
    });
    expect(await countRows(t)).toEqual(before);
  });
});
