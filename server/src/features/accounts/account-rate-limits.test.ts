import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hours } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import type { TestResponse } from '../../../test/http-client.ts';
import { outboxTo, postWithCsrf, register } from '../../../test/account-flows.ts';

const rateLimited = {
  error: 'rate_limited',
  code: 'account.rate_limited',
  message: 'Too many attempts. Please wait a while and try again.',
};

function expectRateLimitedForUpToAnHour(response: TestResponse): void {
  expect(response.status).toBe(429);
  expect(response.body).toEqual(rateLimited);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(59 * 60);
  expect(retryAfter).toBeLessThanOrEqual(60 * 60);
}

describe('account rate limits', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('allows 10 registrations per address an hour, counting refused ones, then answers 429', async () => {
    const client = t.newClient();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await register(client, 'first@example.com');
      expect(response.status, `attempt ${attempt}`).toBe(attempt === 1 ? 201 : 409);
    }
    expectRateLimitedForUpToAnHour(await register(client, 'eleventh@example.com'));
    expect(await outboxTo(t, 'eleventh@example.com')).toHaveLength(0);
    expect((await register(t.newClient(), 'other-address@example.com')).status).toBe(201);

    t.clock.advance(hours(1));
    expect((await register(client, 'next-hour@example.com')).status).toBe(201);
  });

  it('allows 10 reset requests per address an hour, then answers 429', async () => {
    const client = t.newClient();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await postWithCsrf(client, '/api/auth/forgot-password', {
        email: `someone-${attempt}@example.com`,
      });
      expect(response.status, `attempt ${attempt}`).toBe(200);
    }
    expectRateLimitedForUpToAnHour(
      await postWithCsrf(client, '/api/auth/forgot-password', { email: 'more@example.com' }),
    );
  });

  it('allows 3 reset requests per email an hour from any addresses, alike for unknown emails', async () => {
    const { user } = await t.createUser({ email: 'popular@example.com' });
    for (const email of [user.email, 'nobody-here@example.com']) {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const response = await postWithCsrf(t.newClient(), '/api/auth/forgot-password', { email });
        expect(response.status, `${email} attempt ${attempt}`).toBe(200);
      }
      expectRateLimitedForUpToAnHour(
        await postWithCsrf(t.newClient(), '/api/auth/forgot-password', { email }),
      );
    }
    expect(await outboxTo(t, user.email)).toHaveLength(3);
  });

  it.each(['/api/auth/verify-email', '/api/auth/reset-password'])(
    'allows 30 attempts per address an hour on %s, then answers 429',
    async (path) => {
      const client = t.newClient();
      const body = (attempt: number) => ({
        token: `unknown-token-${String(attempt).padStart(4, '0')}`,
        password: 'long-enough-password',
        confirmPassword: 'long-enough-password',
      });
      for (let attempt = 1; attempt <= 30; attempt += 1) {
        const response = await postWithCsrf(client, path, body(attempt));
        expect(response.status, `attempt ${attempt}`).toBe(400);
      }
      expectRateLimitedForUpToAnHour(await postWithCsrf(client, path, body(31)));
      expect((await postWithCsrf(t.newClient(), path, body(32))).status).toBe(400);
    },
  );
});
