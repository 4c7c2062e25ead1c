// The fleet as its tests start it: one code path for the fleet journey's global setup
// (e2e/fleet/global-setup.ts) and the failure tests (server/fleet-tests/), which can also run the
// journey against their own fleet first, so CI starts one fleet for both (FLEET_JOURNEY=true).
// Also the conditions those tests wait for (HAProxy's view of each portal, anything polled with
// a deadline) instead of fixed pauses.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './bench-poll-processes.ts';
import { startFleet, type Fleet } from './fleet.ts';

export interface FleetAdmin {
  email: string;
  password: string;
}

export interface TestFleetOptions {
  /** Where the fleet keeps its data; default a new directory under tmp, removed by stop(). */
  directory?: string;
  /** The proxy's port on 127.0.0.1 (0: any free port). */
  proxyPort: number;
  /** The first administrator, created by the first portal. */
  admin: FleetAdmin;
  /** More settings for every portal (DATABASE_URL, STRIPE_*, ...). */
  env?: NodeJS.ProcessEnv;
  /** Start a portal again when it exits on its own (default true). */
  restartPortals?: boolean;
  /** Lines not worth keeping among the processes' last lines. */
  isNoise?: (line: string) => boolean;
}

export interface TestFleet {
  fleet: Fleet;
  directory: string;
  admin: FleetAdmin;
  /** The processes' last lines (at most 300), to print when something fails. */
  lastLines: (count: number) => string[];
  stop: () => Promise<void>;
}

export async function startTestFleet(options: TestFleetOptions): Promise<TestFleet> {
  const ownsDirectory = options.directory === undefined;
  const directory = options.directory ?? mkdtempSync(path.join(tmpdir(), 'studypath-fleet-'));
  // The fleet's own PostgreSQL (when DATABASE_URL is unset) runs as `postgres` under it.
  chmodSync(directory, 0o755);
  const output: string[] = [];
  const removeDirectory = () => {
    if (ownsDirectory) rmSync(directory, { recursive: true, force: true });
  };
  try {
    const fleet = await startFleet({
      directory,
      proxyPort: options.proxyPort,
      ...(options.restartPortals === undefined ? {} : { restartPortals: options.restartPortals }),
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ADMIN_EMAIL: options.admin.email,
        ADMIN_PASSWORD: options.admin.password,
        LOG_LEVEL: 'warn',
        ...options.env,
      },
      onOutput: (name, line) => {
        if (options.isNoise?.(line)) return;
        output.push(`[${name}] ${line.slice(0, 500)}`);
        if (output.length > 300) output.shift();
      },
    });
    return {
      fleet,
      directory,
      admin: options.admin,
      lastLines: (count) => output.slice(-count),
      stop: async () => {
        await fleet.stop();
        removeDirectory();
      },
    };
  } catch (error) {
    process.stderr.write(`${output.join('\n')}\n`);
    removeDirectory();
    throw error;
  }
}

/**
 * Runs the fleet journey (e2e/playwright.fleet.config.ts) against a fleet already running: its
 * global setup then starts none, and the journey reads the emails from this fleet's DATA_DIR and
 * signs the consultant in with this fleet's administrator. Playwright's output goes to stdout as
 * it comes; resolves with its exit code.
 */
export async function runFleetJourney(testFleet: TestFleet): Promise<number | null> {
  const cli = fileURLToPath(import.meta.resolve('@playwright/test/cli'));
  const child = spawn(process.execPath, [cli, 'test', '-c', 'e2e/playwright.fleet.config.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      E2E_FLEET_URL: testFleet.fleet.url,
      E2E_FLEET_DIR: testFleet.directory,
      E2E_DATA_DIR: testFleet.fleet.dataDir,
      E2E_ADMIN_EMAIL: testFleet.admin.email,
      E2E_ADMIN_PASSWORD: testFleet.admin.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => process.stdout.write(chunk));
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
}

/**
 * Polls `isMet` every `intervalMs` until it holds (true) or `timeoutMs` has passed (false): what
 * a test waits for instead of a fixed pause, so it goes on as soon as the condition holds.
 */
export async function waitUntil(
  isMet: () => boolean | Promise<boolean>,
  timeoutMs: number,
  intervalMs = 100,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await isMet()) return true;
    if (Date.now() >= deadline) return false;
    await sleep(intervalMs);
  }
}

/**
 * HAProxy's state of each portal (by server name), from its status page's CSV: "UP", "DOWN", or
 * a transition between them such as "UP 1/2". Empty when the status page does not answer.
 */
export async function proxyStates(fleet: Fleet): Promise<Map<string, string>> {
  const states = new Map<string, string>();
  let csv: string;
  try {
    const answer = await fetch(`${fleet.statsUrl};csv`);
    csv = await answer.text();
    if (!answer.ok) return states;
  } catch {
    return states;
  }
  const [header = '', ...rows] = csv.split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const proxyColumn = columns.indexOf('pxname');
  const serverColumn = columns.indexOf('svname');
  const statusColumn = columns.indexOf('status');
  for (const row of rows) {
    const cells = row.split(',');
    const server = cells[serverColumn];
    const status = cells[statusColumn];
    if (cells[proxyColumn] !== 'portals' || !server || !status) continue;
    if (server === 'FRONTEND' || server === 'BACKEND') continue;
    states.set(server, status);
  }
  return states;
}

/** Waits until HAProxy shows each named portal in the given state ("UP" or "DOWN"). */
export function waitForProxy(
  fleet: Fleet,
  expected: Record<string, 'UP' | 'DOWN'>,
  timeoutMs = 15_000,
): Promise<boolean> {
  return waitUntil(async () => {
    const states = await proxyStates(fleet);
    return Object.entries(expected).every(([server, state]) => states.get(server) === state);
  }, timeoutMs);
}
