// The kept answers (answered-waits.ts): a finished day is read once and reused, a day this process
// records an answer for is read again, today is always read, and the window cuts inside a day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultantWaits } from '../../platform/db/schema/index.ts';
import { insertStudyPath } from '../../../test/study-path-factories.ts';
import { hours, minutes } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { answeredWaitsSince, forgetAnsweredDay } from './answered-waits.ts';

describe('answered waits kept per finished day', () => {
  let t: TestServer;
  let pathId: string;
  let consultantId: string;
  beforeAll(async () => {
    t = await startTestServer();
    consultantId = (await t.createUser({ role: 'admin' })).user.id;
    const student = (await t.createUser()).user;
    pathId = (await insertStudyPath(t.deps, { userId: student.id })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  /** An answered wait written straight to the table, as another process would. */
  async function answered(endedAt: Date, answerMs: number): Promise<void> {
    await t.db.insert(consultantWaits).values({
      applicationId: pathId,
      consultantId,
      startedBy: 'student_message',
      startedAt: new Date(endedAt.getTime() - answerMs),
      endedAt,
      outcome: 'answered',
    });
  }

  const timesSince = async (from: Date) =>
    (await answeredWaitsSince(t.db, from, t.clock.now()))
      .map((answer) => answer.answerMs)
      .sort((a, b) => a - b);

  it('reads a finished day once, again when this process answers in it, and today every time', async () => {
    const now = t.clock.now();
    const threeDaysAgo = new Date(now.getTime() - hours(72));
    const from = new Date(now.getTime() - hours(24 * 10));
    await answered(threeDaysAgo, hours(2));
    expect(await timesSince(from)).toEqual([hours(2)]);

    // Written for a kept day behind this process's back: not read again (for ten minutes).
    await answered(threeDaysAgo, hours(3));
    expect(await timesSince(from)).toEqual([hours(2)]);
    // This process records an answer for that day: the day is read again.
    forgetAnsweredDay(threeDaysAgo);
    expect(await timesSince(from)).toEqual([hours(2), hours(3)]);

    // Today is read on every call.
    await answered(new Date(now.getTime() - minutes(1)), minutes(30));
    expect(await timesSince(from)).toEqual([minutes(30), hours(2), hours(3)]);

    // The window starts inside a kept day: the answers before it are left out.
    expect(await timesSince(new Date(threeDaysAgo.getTime() + 1))).toEqual([minutes(30)]);
  });
});
