// The schedule every housekeeping sweep shares: run once every `intervalMs` across every process
// on the database (decision 028), never two runs of one sweep at a time in a process, counts
// logged when something was removed, failures logged and retried when next due. Each process
// asks every `checkEveryMs` whether the sweep is due, and runs it only if it won that run's claim
// in job_schedule (lib/job-schedule.ts); with one process that is every interval, as before. A
// sweep's `state` (where its object walk stopped) is kept there too, so the process that runs
// it next goes on where the last run stopped, whichever process that was.
// The timer is unref'd: it alone never keeps the process (or a test worker) alive, and it stops
// when the app closes.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { claimScheduledRun, saveScheduledRunState } from './job-schedule.ts';

export interface PeriodicSweep {
  /** The sweep's name in job_schedule: one name, one schedule for the whole installation. */
  job: string;
  db: Database;
  intervalMs: number;
  /** How often this process asks whether the sweep is due; default a tenth of intervalMs. */
  checkEveryMs?: number;
  /**
   * What runs keep between them: an object `run` reads and changes in place. Before each run it
   * is filled with what the last run (in any process) left; after a run that succeeded, saved.
   */
  state?: object;
  /** Does one bounded run; answers what it removed, by kind. */
  run: () => Promise<Record<string, number>>;
  /** Logged with the counts when a run removed something. */
  removedMessage: string;
  /** Logged with the error when a run failed. */
  failedMessage: string;
}

export function registerPeriodicSweep(app: FastifyInstance, sweep: PeriodicSweep): void {
  let running: Promise<void> | undefined;
  const tick = async (): Promise<void> => {
    try {
      const claimed = await claimScheduledRun(sweep.db, sweep.job, sweep.intervalMs);
      if (!claimed) return;
      const { state } = sweep;
      if (state) replaceContents(state, claimed.state ?? {});
      const counts = await sweep.run();
      if (state) await saveScheduledRunState(sweep.db, sweep.job, { ...state });
      if (Object.values(counts).some((count) => count > 0)) {
        app.log.info(counts, sweep.removedMessage);
      }
    } catch (error) {
      app.log.error({ err: error }, sweep.failedMessage);
    } finally {
      running = undefined;
    }
  };
  const timer = setInterval(
    () => {
      running ??= tick();
    },
    sweep.checkEveryMs ?? sweep.intervalMs / 10,
  );
  timer.unref();
  // A run in progress finishes before the app (and then the database) closes.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

function replaceContents(target: object, source: Record<string, unknown>): void {
  for (const key of Object.keys(target)) Reflect.deleteProperty(target, key);
  Object.assign(target, source);
}
