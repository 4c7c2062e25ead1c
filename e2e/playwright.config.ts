// Browser journeys in Debian's Chromium (never a downloaded browser) against the real server on a
// fresh embedded database, serving the production build of the web app.
import { existsSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import type { ScreenCheckOptions, ServerOptions } from './support/test.ts';
import {
  E2E_ADMIN,
  E2E_DATA_DIR,
  E2E_FIRM_DATA_DIR,
  E2E_FIRM_PORT,
  E2E_PORT,
} from './support/constants.ts';

const repoRoot = resolve(import.meta.dirname, '..');

const traceModes = ['off', 'on', 'retain-on-failure', 'on-first-retry'] as const;
function traceMode(): (typeof traceModes)[number] {
  const asked = traceModes.find((mode) => mode === process.env.E2E_TRACE);
  return asked ?? (process.env.CI ? 'off' : 'retain-on-failure');
}
// Debian's headless shell (package chromium-headless-shell) when it is installed: the same Blink
// and V8 without the full browser around them, about a fifth less time per journey on two cores
// (issue 25; CI installs it). Otherwise Debian's full Chromium, which `npm test` installs.
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

/** A portal on `port` with a fresh DATA_DIR, serving the production build. */
function portal(port: number, dataDir: string) {
  return {
    command: 'node server/src/main.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // The journeys' API helpers register each student from an address of its own
      // (support/accounts.ts); only this loopback client may say so.
      TRUST_PROXY: '127.0.0.1',
    },
  };
}

export default defineConfig<ScreenCheckOptions & ServerOptions>({
  testDir: './tests',
  fullyParallel: false,
  // One journey more than the cores at a time (each its own accounts and client address): a
  // journey waits on the server, the network and its own assertions part of its time, so two
  // workers on two cores kept them busy only 62% of the run (processes' CPU sampled). Three
  // finished the 75 journeys in 318 s instead of 382 at 85%; four in 296 s, too close to full for
  // the journeys that time a live message (decision 033, eighth pass). E2E_WORKERS=1 runs them
  // one by one.
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism() + 1),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  // Per port, so two runs on one machine (E2E_PORT) do not delete each other's traces.
  outputDir: join(tmpdir(), `studypath-e2e-results-${E2E_PORT}`),
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // Recording a trace for every journey (to keep the failing ones') cost two fifths of the
    // run's time on two cores (study-paths + payments: 150 s with it, 91 s without), and no one
    // can open a CI machine's trace files afterwards: off under CI, where a failure prints its
    // call log and page snapshot; E2E_TRACE=on (or retain-on-failure) turns it back on.
    trace: traceMode(),
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      // A firm of two consultants (issue 29) and the admin console's role changes, on a portal of
      // their own: a second administrator takes new paths out of the other journeys'
      // consultant's "Mine", and the team journey's one-minute target would make their paths
      // overdue. One at a time (the team journey counts on its newcomer holding the fewest
      // paths), and first, so that its minute of waiting overlaps the other journeys.
      name: 'firm',
      testMatch: /(admin-console|team)\.spec\.ts/,
      workers: 1,
      use: {
        browserName: 'chromium',
        viewport: { width: 1366, height: 768 },
        checkWideLayout: true,
        baseURL: `http://127.0.0.1:${E2E_FIRM_PORT}`,
        dataDir: E2E_FIRM_DATA_DIR,
      },
    },
    {
      // The laptop the users tried (1366 px): the page may not be wider than the screen,
      // and wide tables keep their key cells in view (support/screen-checks.ts).
      name: 'chromium',
      // The tour of every screen at 360 px is the phone's alone.
      grepInvert: /@phone-only/,
      testIgnore: /(team|admin-console)\.spec\.ts/,
      use: {
        browserName: 'chromium',
        viewport: { width: 1366, height: 768 },
        checkWideLayout: true,
      },
    },
    {
      // A small phone, with the layout checks of support/test.ts: every screen visited once with
      // content (tests/phone-screens.spec.ts, @phone-only), and whole only the journeys whose
      // flow differs on a phone (@phone: the menu drawer, the message list and the conversation
      // taking turns, the profile's tabs with their Next button, a name wrapping in the welcome).
      // The rest would replay the desktop's flow.
      name: 'mobile',
      grep: /@phone/,
      testIgnore: /(team|admin-console)\.spec\.ts/,
      use: {
        browserName: 'chromium',
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: devices['Pixel 7']?.deviceScaleFactor ?? 2.625,
        isMobile: true,
        hasTouch: true,
        checkLayout: true,
      },
    },
  ],
  webServer: [portal(E2E_PORT, E2E_DATA_DIR), portal(E2E_FIRM_PORT, E2E_FIRM_DATA_DIR)],
});
