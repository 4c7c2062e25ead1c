import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minutes } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

const rateLimited = {
  error: 'rate_limited',
  code: 'auth.sign_in_rate_limited',
  message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  params: { minutes: 15 },
};

describe('sign-in rate limits', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('allows 20 attempts per IP in 15 minutes, then answers 429 with Retry-After, even for a correct password', async () => {
    const { user, password } = await t.createUser();
    const client = t.newClient();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const response = await client.login(`unknown-${attempt}@example.com`, 'wrong-password');
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await client.login(user.email, password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(rateLimited);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);

    const otherIp = await t.newClient().login(user.email, password);
    expect(otherIp.status).toBe(200);

    t.clock.advance(minutes(15));
    expect((await client.login(user.email, password)).status).toBe(200);
  });

  it('keeps counting a successful sign-in against the IP', async () => {
    const { user, password } = await t.createUser();
    const client = t.newClient();
    for (let attempt = 1; attempt <= 19; attempt += 1) {
      await client.login(`unknown-ip-${attempt}@example.com`, 'wrong-password');
    }
    expect((await client.login(user.email, password)).status).toBe(200);
    expect((await client.login(user.email, password)).status).toBe(429);
  });

  it('locks an account after 5 failures from unknown devices, while its known device still signs in', async () => {
    const { user, password } = await t.createUser();
    const ownersBrowser = t.newClient();
    expect((await ownersBrowser.login(user.email, password)).status).toBe(200);
    expect(ownersBrowser.cookies.has('sp_device')).toBe(true);
    await ownersBrowser.logout();

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await t.newClient().login(user.email, 'guess-' + attempt);
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    const attackerWithRightPassword = await t.newClient().login(user.email, password);
    expect(attackerWithRightPassword.status).toBe(429);
    expect(attackerWithRightPassword.body).toEqual(rateLimited);
    expect(attackerWithRightPassword.headers.get('retry-after')).toMatch(/^\d+$/);

    expect((await ownersBrowser.login(user.email, password)).status).toBe(200);
  });

  it('limits unknown emails like accounts, so the answer does not reveal which emails exist', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await t.newClient().login('ghost@example.com', 'guess')).status).toBe(401);
    }
    expect((await t.newClient().login('ghost@example.com', 'guess')).status).toBe(429);
  });

  it('limits a known device to 10 failures, and a success on it starts its count afresh', async () => {
    const { user, password } = await t.createUser();
    const device = t.newClient();
    expect((await device.login(user.email, password)).status).toBe(200);

    for (let attempt = 1; attempt <= 9; attempt += 1) {
      expect((await device.login(user.email, 'typo')).status, `attempt ${attempt}`).toBe(401);
    }
    expect((await device.login(user.email, password)).status).toBe(200);
    device.ip = '203.0.113.77'; // the laptop moves to another network: a fresh per-IP budget
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await device.login(user.email, 'typo')).status, `again ${attempt}`).toBe(401);
    }
    expect((await device.login(user.email, password)).status).toBe(429);
    // The device's failures did not spend the account's budget for other browsers.
    expect((await t.newClient().login(user.email, password)).status).toBe(200);
  });

  it("treats another account's device cookie as an unknown device", async () => {
    const alice = await t.createUser();
    const bob = await t.createUser();
    const browser = t.newClient();
    expect((await browser.login(alice.user.email, alice.password)).status).toBe(200);
    await browser.logout();

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await browser.login(bob.user.email, 'guess')).status).toBe(401);
    }
    expect((await browser.login(bob.user.email, bob.password)).status).toBe(429);
  });

  it('ignores a tampered device cookie', async () => {
    const { user, password } = await t.createUser();
    const browser = t.newClient();
    expect((await browser.login(user.email, password)).status).toBe(200);
    await browser.logout();
    const [nonce] = (browser.cookies.get('sp_device') ?? '').split('.');
    browser.cookies.set('sp_device', `${nonce}.forged-signature`);

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await browser.login(user.email, 'guess')).status).toBe(401);
    }
    expect((await browser.login(user.email, password)).status).toBe(429);
  });

  it('keeps no readable account id in the device cookie', async () => {
    const { user, password } = await t.createUser();
    const browser = t.newClient();
    expect((await browser.login(user.email, password)).status).toBe(200);
    const value = browser.cookies.get('sp_device') ?? '';
    expect(value).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(value).not.toContain(user.id);
    expect(value).not.toContain(user.id.replace(/-/g, ''));
    expect(Buffer.from(value.split('.')[0] ?? '', 'base64url').toString('hex')).not.toContain(
      user.id.replace(/-/g, '').slice(0, 8),
    );
  });

  it('does not count a correct password on an unverified account as a failed guess', async () => {
    const { user, password } = await t.createUser({ verified: false });
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      expect((await t.newClient().login(user.email, password)).status).toBe(403);
    }
  });
});
