import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema/index.ts';
import { hours } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { sweepExpiredRows } from './expired-rows.ts';

const days = (count: number) => hours(24 * count);

describe('housekeeping sweep', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('removes finished emails older than 30 days, and keeps the rest', async () => {
    const now = t.clock.now().getTime();
    const ago = (ms: number) => new Date(now - ms);
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

    expect(counts).toMatchObject({ outboxMessages: 2 });
    const subjects = await t.db.select({ subject: emailOutbox.subject }).from(emailOutbox);
    expect(subjects.map((row) => row.subject).sort()).toEqual(['old pending', 'recent sent']);
    const [pending] = await t.db
      .select({ status: emailOutbox.status })
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'old pending'));
    expect(pending?.status).toBe('pending');
  });
});
