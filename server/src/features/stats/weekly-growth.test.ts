// The dashboard chart's weeks (weekly-growth.ts): the finished weeks are counted once and kept,
// the current week is counted on every call.
import { recentWeekStarts } from '@studypath/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { countWeeklyGrowth } from './stats.queries.ts';
import { weeklyGrowth } from './weekly-growth.ts';

describe('weekly growth with the finished weeks kept', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts the current week on every call and answers the same as counting every week', async () => {
    const weeks = recentWeekStarts(t.clock.now());
    const range = { from: weeks[0] ?? t.clock.now(), weeks: weeks.length };
    const current = weeks.length - 1;
    await t.createUser();
    const first = await weeklyGrowth(t.db, range);
    expect(first.students.get(current)).toBe(1);

    await t.createUser();
    const second = await weeklyGrowth(t.db, range);
    expect(second.students.get(current)).toBe(2);
    expect(second).toEqual(await countWeeklyGrowth(t.db, range));
  });
});
