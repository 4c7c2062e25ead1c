// One run per schedule across every process sharing the database (decision 028). A process that
// finds a job due moves its next_run_at forward in one statement; only the statement that
// actually moved it answers true, so of several processes asking at once exactly one runs the
// job, and the others wait for the next due time. A process that dies holds nothing: the next
// due time comes and another claims it. Times are the database's, so clocks of machines that
// disagree do not matter.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { jobSchedule } from '../db/schema/index.ts';

export interface ClaimedRun {
  /** What the last run of the job saved (saveScheduledRunState), if anything. */
  state: Record<string, unknown> | null;
}

/** The run of `job` that is due now (or that never ran), if this caller won it. */
export async function claimScheduledRun(
  db: Database,
  job: string,
  intervalMs: number,
): Promise<ClaimedRun | undefined> {
  // ON CONFLICT DO UPDATE waits for a concurrent claim of the same row and then judges the WHERE
  // against the version that claim committed, so two claims of one due run cannot both succeed.
  const [claimed] = await db
    .insert(jobSchedule)
    .values({
      job,
      nextRunAt: sql`now() + make_interval(secs => ${intervalMs / 1000})`,
      lastRunAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: jobSchedule.job,
      set: { nextRunAt: sql`excluded.next_run_at`, lastRunAt: sql`excluded.last_run_at` },
      setWhere: sql`${jobSchedule.nextRunAt} <= now()`,
    })
    .returning({ state: jobSchedule.state });
  return claimed;
}

/** Keeps what the next run of `job` (in whichever process) starts from. */
export async function saveScheduledRunState(
  db: Database,
  job: string,
  state: Record<string, unknown>,
): Promise<void> {
  await db.update(jobSchedule).set({ state }).where(eq(jobSchedule.job, job));
}
