// The schedule every housekeeping sweep shares: run every `intervalMs` while the app is up, never
// two runs of one sweep at a time, counts logged when something was removed, failures logged and
// retried at the next tick. The timer is unref'd: it alone never keeps the process (or a test
// worker) alive, and it stops when the app closes.
import type { FastifyInstance } from 'fastify';

export interface PeriodicSweep {
  intervalMs: number;
  /** Does one bounded run; answers what it removed, by kind. */
  run: () => Promise<Record<string, number>>;
  /** Logged with the counts when a run removed something. */
  removedMessage: string;
  /** Logged with the error when a run failed. */
  failedMessage: string;
}

export function registerPeriodicSweep(app: FastifyInstance, sweep: PeriodicSweep): void {
  let isSweeping = false;
  const tick = async (): Promise<void> => {
    if (isSweeping) return;
    isSweeping = true;
    try {
      const counts = await sweep.run();
      if (Object.values(counts).some((count) => count > 0)) {
        app.log.info(counts, sweep.removedMessage);
      }
    } catch (error) {
      app.log.error({ err: error }, sweep.failedMessage);
    } finally {
      isSweeping = false;
    }
  };
  const timer = setInterval(() => void tick(), sweep.intervalMs).unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
