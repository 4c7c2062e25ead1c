// Each sweep runs once per schedule however many processes share the database (decision 028):
// two apps with their own connections (on PGlite, one instance: the same claims, one process)
// register the same sweep; together they run it once per interval, never both for one due time,
// and when the one that ran last stops the other keeps the schedule, starting from the state the
// last run saved.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestDatabase, type TestDatabaseHandle } from '../../../test/test-database.ts';
import { registerPeriodicSweep } from './periodic-sweep.ts';

const intervalMs = 400;

interface SweepProcess {
  name: string;
  app: FastifyInstance;
  handle: DatabaseHandle;
}

describe('registerPeriodicSweep across processes', () => {
  let database: TestDatabaseHandle;
  let processes: SweepProcess[];
  const runs: { process: string; at: number; runsBefore: number }[] = [];

  async function startProcess(name: string): Promise<SweepProcess> {
    const handle = database.openSibling();
    const app = Fastify({ logger: false });
    // What this process's runs keep between them; the fleet's last run fills it before each.
    const state: { runsBefore?: number } = {};
    registerPeriodicSweep(app, {
      job: 'test-sweep',
      db: handle.db,
      intervalMs,
      checkEveryMs: 20,
      state,
      run: () => {
        const runsBefore = state.runsBefore ?? 0;
        runs.push({ process: name, at: Date.now(), runsBefore });
        state.runsBefore = runsBefore + 1;
        return Promise.resolve({ removed: 0 });
      },
      removedMessage: 'removed',
      failedMessage: 'failed',
    });
    await app.ready();
    return { name, app, handle };
  }

  async function stopProcess(process: SweepProcess): Promise<void> {
    await process.app.close();
    await process.handle.close();
  }

  beforeEach(async () => {
    database = await createTestDatabase();
    runs.length = 0;
    processes = [await startProcess('first'), await startProcess('second')];
  });
  afterEach(async () => {
    await Promise.all(processes.map(stopProcess));
    await database.release();
  });

  it('runs once per interval between them, never twice for one due time', async () => {
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await Promise.all(processes.map((process) => process.app.close()));
    const closedAt = Date.now();

    // Due at once (never ran), then every 400 ms: about 6 runs in 2.1 s. Without the claim each
    // process would run on its own schedule, about twice as often.
    expect(runs.length).toBeGreaterThanOrEqual(3);
    const firstRunAt = runs[0]?.at ?? closedAt;
    // The claims are timed by the database's clock; the runs are stamped when each process heard
    // its claim answered, which may come a little late under load: 100 ms are allowed for that.
    expect(runs.length).toBeLessThanOrEqual(
      Math.floor((closedAt - firstRunAt + 100) / intervalMs) + 1,
    );
    const gaps = runs.slice(1).map((run, index) => run.at - (runs[index]?.at ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThan(intervalMs / 2);
  });

  it('keeps the schedule in the other process when the one that ran last stops, going on from its state', async () => {
    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
    const last = runs.at(-1)?.process;
    const stopped = processes.find((process) => process.name === last);
    const remaining = processes.find((process) => process.name !== last);
    if (!stopped || !remaining) throw new Error('no run yet');
    await stopProcess(stopped);
    processes = [remaining];
    const runsBefore = runs.length;

    await vi.waitFor(() => expect(runs.length - runsBefore).toBeGreaterThanOrEqual(2), {
      timeout: 5_000,
    });
    const after = runs.slice(runsBefore);
    expect(after.every((run) => run.process === remaining.name)).toBe(true);
    // Each run started from what the one before it left, across the change of process (the
    // remaining process's own memory holds less: it never ran, or ran less recently).
    expect(runs.map((run) => run.runsBefore)).toEqual(runs.map((_, index) => index));
  });
});
