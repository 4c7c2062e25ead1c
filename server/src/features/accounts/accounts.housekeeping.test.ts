import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens } from '../../platform/db/schema/index.ts';
import { hours } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { removeExpiredEmailTokens } from './accounts.service.ts';

const days = (count: number) => hours(24 * count);

describe('email token sweep', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('removes tokens expired over a week ago and keeps the rest', async () => {
    const { user } = await t.createUser();
    const now = t.clock.now().getTime();
    const ago = (ms: number) => new Date(now - ms);
    await t.db.insert(emailTokens).values([
      { userId: user.id, purpose: 'verify_email', tokenHash: 'old', expiresAt: ago(days(8)) },
      { userId: user.id, purpose: 'reset_password', tokenHash: 'recent', expiresAt: ago(days(1)) },
    ]);

    expect(await removeExpiredEmailTokens(t.deps)).toBe(1);
    const tokens = await t.db.select({ hash: emailTokens.tokenHash }).from(emailTokens);
    expect(tokens.map((row) => row.hash)).toEqual(['recent']);
  });
});
