import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, emailTokens } from '../../db/schema/index.ts';
import { hours } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { sweepExpiredRows } from './auth.housekeeping.ts';

const days = (count: number) => hours(24 * count);

describe('housekeeping sweep', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it('removes tokens expired over a week ago and finished emails older than 30 days, and keeps the rest', async () => {
    const { user } = await t.createUser();
    const now = t.clock.now().getTime();
    const ago = (ms: number) => new Date(now - ms);
    await t.db.insert(emailTokens).values([
      { userId: user.id, purpose: 'verify_email', tokenHash: 'old', expiresAt: ago(days(8)) },
      { userId: user.id, purpose: 'reset_password', tokenHash: 'recent', expiresAt: ago(days(1)) },
    ]);
    const message = {
      toAddress: 'a@b.co',
      subject: 's',
      textBody: '',
      htmlBody: '',
      template: 't',
    };
    await t.db.insert(emailOutbox).values([
      { ...message, subject: 'old sent', status: 'sent', createdAt: ago(days(31)) },
      { ...message, subject: 'old failed', status: 'failed', createdAt: ago(days(31)) },
      { ...message, subject: 'old pending', status: 'pending', createdAt: ago(days(31)) },
      { ...message, subject: 'recent sent', status: 'sent', createdAt: ago(days(2)) },
    ]);

    const counts = await sweepExpiredRows(t.deps);

    expect(counts).toMatchObject({ emailTokens: 1, outboxMessages: 2 });
    const tokens = await t.db.select({ hash: emailTokens.tokenHash }).from(emailTokens);
    expect(tokens.map((row) => row.hash)).toEqual(['recent']);
    const subjects = await t.db.select({ subject: emailOutbox.subject }).from(emailOutbox);
    expect(subjects.map((row) => row.subject).sort()).toEqual(['old pending', 'recent sent']);
    const [pending] = await t.db
      .select({ status: emailOutbox.status })
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'old pending'));
    expect(pending?.status).toBe('pending');
  });
});
