// The fleet journey (issue 15): Debian's Chromium against three portal processes behind HAProxy
// on one PostgreSQL and one S3 bucket (fleet/global-setup.ts), every request through the proxy.
// `npm run test:fleet` starts a fleet for it; CI runs it against the failure tests' fleet, before
// them (server/vitest.fleet.config.ts with FLEET_JOURNEY=true).
import './support/fleet-env.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config.ts';
import { E2E_FLEET_URL } from './support/fleet-env.ts';

export default defineConfig({
  ...baseConfig,
  testDir: './fleet',
  globalSetup: './fleet/global-setup.ts',
  workers: 1,
  timeout: 240_000,
  use: { ...baseConfig.use, baseURL: E2E_FLEET_URL },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: undefined,
  outputDir: join(tmpdir(), `studypath-fleet-e2e-results-${new URL(E2E_FLEET_URL).port}`),
});
