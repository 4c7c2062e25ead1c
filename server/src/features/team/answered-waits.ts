// Every answered wait of a period (issue 29, item 4: the team view's median and 90th percentile
// over 30 days and its chart of 12 weeks; the student's "Typically answers within"). The figures
// are exact, from every answer (domain `percentile`, nearest rank), not estimates.
//
// An answer is written when it happens, so the answers of a day that has ended do not change:
// each process keeps them (a busy firm of ten answers about 1,000 a day: a few MB for 12 weeks)
// and reads from the database only today's and the days it does not keep yet. Summing up 30,000
// answers in SQL on every request took 150 ms (decision 039); from kept days it takes a few.
// What may still change a past day: a deletion (a student's account takes their waits with it).
// A kept day is read again after ten minutes, so every process forgets such answers within that
// time; an answer this process records for a past day (a test's clock) forgets the day at once.
import { and, eq, gte } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { consultantWaits } from '../../platform/db/schema/index.ts';

export interface AnsweredWait {
  consultantId: string | null;
  endedAtMs: number;
  answerMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a kept day is trusted (a deletion elsewhere is seen within this time). */
const KEEP_MS = 10 * 60 * 1000;
/**
 * A day is kept only once it ended this long ago: an answer committed just after midnight by a
 * process whose clock runs a little behind still lands in it before it is kept.
 */
const SETTLE_MS = 5 * 60 * 1000;

interface KeptDay {
  answers: AnsweredWait[];
  /** Wall-clock time it was read (Date.now(), not the app's clock: trust is about real time). */
  keptAt: number;
}

/** Per database: every test app has its own, and so would two portals in one process. */
const keptByDatabase = new WeakMap<Database, Map<number, KeptDay>>();
/** Days an answer was recorded for after they ended, with when (wall clock). */
const forgottenDays = new Map<number, number>();

const dayOf = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

/** Called where a wait ends: a day already kept that gets an answer is read again. */
export function forgetAnsweredDay(at: Date): void {
  forgottenDays.set(dayOf(at.getTime()), Date.now());
}

function isTrusted(day: number, kept: KeptDay | undefined, wallNow: number): kept is KeptDay {
  if (!kept || wallNow - kept.keptAt >= KEEP_MS) return false;
  const forgottenAt = forgottenDays.get(day);
  return forgottenAt === undefined || forgottenAt < kept.keptAt;
}

/** The waits answered from `from` until now (the app's clock `now`), oldest day first. */
export async function answeredWaitsSince(
  db: Database,
  from: Date,
  now: Date,
): Promise<AnsweredWait[]> {
  let kept = keptByDatabase.get(db);
  if (!kept) {
    kept = new Map();
    keptByDatabase.set(db, kept);
  }
  const wallNow = Date.now();
  const firstDay = dayOf(from.getTime());
  /** The last day that may be kept: it ended at least SETTLE_MS ago. */
  const lastKeptDay = dayOf(now.getTime() - SETTLE_MS) - DAY_MS;
  let readFrom: number | undefined;
  for (let day = firstDay; day <= lastKeptDay; day += DAY_MS) {
    if (!isTrusted(day, kept.get(day), wallNow)) {
      readFrom = day;
      break;
    }
  }
  // From the first day not kept (or today) on, in one query; the kept days before it are reused.
  const readStart = readFrom ?? lastKeptDay + DAY_MS;
  const rows = await readAnswers(db, new Date(readStart));
  const read = new Map<number, AnsweredWait[]>();
  for (const row of rows) {
    const day = dayOf(row.endedAtMs);
    const list = read.get(day);
    if (list) list.push(row);
    else read.set(day, [row]);
  }
  const answers: AnsweredWait[] = [];
  const fromMs = from.getTime();
  for (let day = firstDay; day < readStart; day += DAY_MS) {
    answers.push(...(kept.get(day)?.answers ?? []));
  }
  for (let day = readStart; day <= lastKeptDay; day += DAY_MS) {
    // A day without answers is kept too, or it would be read again every time.
    kept.set(day, { answers: read.get(day) ?? [], keptAt: wallNow });
  }
  for (const [, list] of [...read].sort(([a], [b]) => a - b)) answers.push(...list);
  for (const day of kept.keys()) if (day < firstDay - 90 * DAY_MS) kept.delete(day);
  return answers.filter((answer) => answer.endedAtMs >= fromMs);
}

async function readAnswers(db: Database, from: Date): Promise<AnsweredWait[]> {
  const rows = await db
    .select({
      consultantId: consultantWaits.consultantId,
      endedAt: consultantWaits.endedAt,
      startedAt: consultantWaits.startedAt,
    })
    .from(consultantWaits)
    .where(and(eq(consultantWaits.outcome, 'answered'), gte(consultantWaits.endedAt, from)))
    // consultant_waits_ended_at_idx serves the range.
    .orderBy(consultantWaits.endedAt);
  return rows.flatMap((row) =>
    row.endedAt
      ? [
          {
            consultantId: row.consultantId,
            endedAtMs: row.endedAt.getTime(),
            answerMs: row.endedAt.getTime() - row.startedAt.getTime(),
          },
        ]
      : [],
  );
}
