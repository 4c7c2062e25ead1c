// The dashboard's chart of new active students and new study paths per week, 12 weeks (part 2
// §2). Eleven of the twelve weeks have ended: their counts are kept per process and only the
// current week is counted on each request (counting all twelve was a third of the dashboard's
// time with 10,000 students, bench:admin-console). A finished week's count still changes when
// an account it counted is deleted or one it did not count is verified late: a kept range is
// counted again after ten minutes, so the chart catches up within that time on every process.
import type { Database } from '../../platform/db/client.ts';
import { countWeeklyGrowth } from './stats.queries.ts';

export interface WeeklyGrowth {
  students: Map<number, number>;
  paths: Map<number, number>;
}

const KEEP_MS = 10 * 60 * 1000;

interface KeptWeeks {
  /** The first week's start (ms) and how many finished weeks were counted. */
  key: string;
  growth: WeeklyGrowth;
  /** Wall-clock time it was counted (Date.now(): trust is about real time, not the app's clock). */
  keptAt: number;
}

/** Per database: every test app has its own. */
const keptByDatabase = new WeakMap<Database, KeptWeeks>();

/** Week 0 starts at `from`; the last of `weeks` is the current one, counted every time. */
export async function weeklyGrowth(
  db: Database,
  range: { from: Date; weeks: number },
): Promise<WeeklyGrowth> {
  const finished = range.weeks - 1;
  const key = `${range.from.getTime()}/${finished}`;
  const kept = keptByDatabase.get(db);
  const isTrusted = kept?.key === key && Date.now() - kept.keptAt < KEEP_MS;
  if (!isTrusted) {
    const growth = await countWeeklyGrowth(db, range);
    const past = (counts: Map<number, number>) =>
      new Map([...counts].filter(([week]) => week < finished));
    keptByDatabase.set(db, {
      key,
      growth: { students: past(growth.students), paths: past(growth.paths) },
      keptAt: Date.now(),
    });
    return growth;
  }
  const weekMs = 7 * 24 * 60 * 60 * 1000;
  const current = await countWeeklyGrowth(db, {
    from: new Date(range.from.getTime() + finished * weekMs),
    weeks: 1,
  });
  // As countWeeklyGrowth answers: a week without any has no entry.
  const withCurrent = (past: Map<number, number>, now: Map<number, number>) => {
    const count = now.get(0);
    return count === undefined ? new Map(past) : new Map([...past, [finished, count]]);
  };
  return {
    students: withCurrent(kept.growth.students, current.students),
    paths: withCurrent(kept.growth.paths, current.paths),
  };
}
