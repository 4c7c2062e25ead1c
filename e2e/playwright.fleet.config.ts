// The fleet journey (issue 15): Debian's Chromium against three portal processes behind HAProxy
// on one PostgreSQL and one S3 bucket (fleet/global-setup.ts), every request through the proxy.
// CI runs it in its PostgreSQL part: `npm run test:fleet` with DATABASE_URL set.
import './support/fleet-env.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config.ts';
import { E2E_FLEET_PORT } from './support/fleet-env.ts';

export default defineConfig({
  ...baseConfig,
  testDir: './fleet',
  globalSetup: './fleet/global-setup.ts',
  workers: 1,
  timeout: 240_000,
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${E2E_FLEET_PORT}` },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: undefined,
  outputDir: join(tmpdir(), `studypath-fleet-e2e-results-${E2E_FLEET_PORT}`),
});
