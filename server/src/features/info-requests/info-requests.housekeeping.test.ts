import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { infoRequests } from '../../platform/db/schema/index.ts';
import { insertTestInfoRequest } from '../../../test/info-request-factories.ts';
import { hours } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { sweepExpiredInfoRequests } from './info-requests.housekeeping.ts';

const days = (count: number) => hours(24 * count);

describe('information request retention sweep', () => {
  let t: TestServer;
  let studentId: string;
  beforeAll(async () => {
    t = await startTestServer();
    studentId = (await t.createUser()).user.id;
  });
  afterAll(() => t.close());

  const yearsBefore = (now: Date, years: number, extraMs = 0) => {
    const date = new Date(now);
    date.setUTCFullYear(date.getUTCFullYear() - years);
    return new Date(date.getTime() - extraMs);
  };

  it('deletes requests three years after their answer, or after sending while unanswered', async () => {
    const now = t.clock.now();
    const answeredLongAgo = await insertTestInfoRequest(t.deps, {
      userId: studentId,
      createdAt: yearsBefore(now, 5),
      answered: { responses: { q1: 'Yes' }, at: yearsBefore(now, 3, days(1)) },
    });
    // Sent five years ago, answered two years ago: its time counts from the answer.
    const answeredRecently = await insertTestInfoRequest(t.deps, {
      userId: studentId,
      createdAt: yearsBefore(now, 5),
      answered: { responses: { q1: 'Yes' }, at: yearsBefore(now, 2) },
    });
    const unansweredLongAgo = await insertTestInfoRequest(t.deps, {
      userId: studentId,
      createdAt: yearsBefore(now, 3, days(1)),
    });
    const unansweredRecently = await insertTestInfoRequest(t.deps, {
      userId: studentId,
      createdAt: yearsBefore(now, 3, -days(1)),
    });
    const ids = [answeredLongAgo, answeredRecently, unansweredLongAgo, unansweredRecently].map(
      (row) => row.id,
    );
    const remaining = async () =>
      (
        await t.db
          .select({ id: infoRequests.id })
          .from(infoRequests)
          .where(inArray(infoRequests.id, ids))
      )
        .map((row) => row.id)
        .sort();

    expect(await sweepExpiredInfoRequests(t.deps)).toBe(2);
    expect(await remaining()).toEqual([answeredRecently.id, unansweredRecently.id].sort());
    expect(await sweepExpiredInfoRequests(t.deps)).toBe(0);

    // Two days on, the unanswered one's time has come; a year on, the other's.
    t.clock.advance(days(2));
    expect(await sweepExpiredInfoRequests(t.deps)).toBe(1);
    expect(await remaining()).toEqual([answeredRecently.id]);
    t.clock.advance(days(366));
    expect(await sweepExpiredInfoRequests(t.deps)).toBe(1);
    expect(await remaining()).toEqual([]);
  });

  it('works through more than one batch in a run', async () => {
    const old = yearsBefore(t.clock.now(), 4);
    await t.db.insert(infoRequests).values(
      Array.from({ length: 1201 }, () => ({
        userId: studentId,
        questions: [{ id: 'q1', question: 'When?', required: true }],
        createdAt: old,
      })),
    );
    expect(await sweepExpiredInfoRequests(t.deps)).toBe(1201);
    expect(await t.db.$count(infoRequests)).toBe(0);
  });
});
