import { describe, expect, it } from 'vitest';
import { createMemoryTransport } from '../../platform/email/transports/memory-transport.ts';
import { hours } from '../../../test/test-clock.ts';
import type { TestResponse } from '../../../test/http-client.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';
import {
  countRows,
  deliveredTo,
  latestLinkTo,
  outboxTo,
  postWithCsrf,
  register,
  strongPassword,
  tokenRow,
} from '../../../test/account-flows.ts';

const path = '/api/auth/resend-verification';
const sameAnswer = {
  message:
    'If that email belongs to an account waiting for verification, we have sent a new verification link.',
};

function expectRateLimitedForUpToAnHour(response: TestResponse): void {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({
    error: 'rate_limited',
    code: 'account.rate_limited',
    message: 'Too many attempts. Please wait a while and try again.',
  });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(59 * 60);
  expect(retryAfter).toBeLessThanOrEqual(60 * 60);
}

describe('POST /api/auth/resend-verification', () => {
  const mailbox = createMemoryTransport();
  const t = testServerForSuite({
    emailTransport: mailbox,
    env: { APP_URL: 'https://portal.example.test' },
  });

  it('emails a fresh verification link to an unverified account, and both links verify it', async () => {
    expect((await register(t.newClient(), 'late-mail@example.com')).status).toBe(201);
    const first = await latestLinkTo(t, mailbox, 'late-mail@example.com');

    const response = await postWithCsrf(t.newClient(), path, { email: 'Late-Mail@Example.com ' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(sameAnswer);

    const sent = await deliveredTo(t, mailbox, 'late-mail@example.com');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.subject).toBe(sent[0]?.subject);
    const second = await latestLinkTo(t, mailbox, 'late-mail@example.com');
    expect(second.link).toBe(`https://portal.example.test/verify-email?token=${second.token}`);
    expect(second.token).not.toBe(first.token);
    const row = await tokenRow(t, second.token);
    expect(row).toMatchObject({ purpose: 'verify_email', usedAt: null });
    expect(row?.expiresAt.getTime()).toBe(t.clock.now().getTime() + hours(24));
    // The first email may just have arrived late: its link still works.
    expect((await tokenRow(t, first.token))?.usedAt).toBeNull();

    const verified = await postWithCsrf(t.newClient(), '/api/auth/verify-email', {
      token: second.token,
    });
    expect(verified.body).toMatchObject({ outcome: 'verified' });
    expect((await t.newClient().login('late-mail@example.com', strongPassword)).status).toBe(200);
  });

  it('answers an unknown and a verified address exactly alike, and emails neither', async () => {
    const { user } = await t.createUser({ email: 'already-in@example.com' });
    const before = await countRows(t);
    const existing = await postWithCsrf(t.newClient(), path, { email: user.email });
    const unknown = await postWithCsrf(t.newClient(), path, { email: 'nobody@example.com' });
    for (const response of [existing, unknown]) {
      expect(response.status).toBe(200);
      expect(response.text).toBe(JSON.stringify(sameAnswer));
    }
    expect(await countRows(t)).toEqual(before);
    expect(await outboxTo(t, user.email)).toHaveLength(0);
    expect(await outboxTo(t, 'nobody@example.com')).toHaveLength(0);
  });

  it('refuses an invalid email with 400 and stores nothing', async () => {
    const before = await countRows(t);
    const response = await postWithCsrf(t.newClient(), path, { email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: 'validation_error',
      details: [{ field: 'email', message: 'Invalid email address' }],
    });
    expect(await countRows(t)).toEqual(before);
  });

  it('allows 3 requests per email an hour from any addresses, alike for unknown emails', async () => {
    expect((await register(t.newClient(), 'impatient@example.com')).status).toBe(201);
    for (const email of ['impatient@example.com', 'nobody-either@example.com']) {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const response = await postWithCsrf(t.newClient(), path, { email });
        expect(response.status, `${email} attempt ${attempt}`).toBe(200);
      }
      expectRateLimitedForUpToAnHour(await postWithCsrf(t.newClient(), path, { email }));
    }
    // The registration's email and three resent ones: the fourth request sent nothing.
    expect(await outboxTo(t, 'impatient@example.com')).toHaveLength(4);

    t.clock.advance(hours(1));
    expect(
      (await postWithCsrf(t.newClient(), path, { email: 'impatient@example.com' })).status,
    ).toBe(200);
    expect(await outboxTo(t, 'impatient@example.com')).toHaveLength(5);
  });

  it('allows 10 requests per client address an hour, then answers 429', async () => {
    const client = t.newClient();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await postWithCsrf(client, path, {
        email: `someone-${attempt}@example.com`,
      });
      expect(response.status, `attempt ${attempt}`).toBe(200);
    }
    expectRateLimitedForUpToAnHour(await postWithCsrf(client, path, { email: 'more@example.com' }));
    expect((await postWithCsrf(t.newClient(), path, { email: 'more@example.com' })).status).toBe(
      200,
    );
  });
});
