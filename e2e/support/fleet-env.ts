// Where the fleet journey's portals keep their DATA_DIR, set before support/constants.ts reads
// E2E_DATA_DIR: the journey reads the emails every portal wrote under <fleet dir>/portal/mail.
// Imported first by playwright.fleet.config.ts; the workers inherit the environment.
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

if (process.env.E2E_FLEET_DIR === undefined) {
  const directory = mkdtempSync(join(tmpdir(), 'studypath-fleet-e2e-'));
  // The fleet's own PostgreSQL (when DATABASE_URL is unset) runs as `postgres` under it.
  chmodSync(directory, 0o755);
  process.env.E2E_FLEET_DIR = directory;
}
export const E2E_FLEET_DIR = process.env.E2E_FLEET_DIR;
process.env.E2E_DATA_DIR ??= join(E2E_FLEET_DIR, 'portal');

/**
 * A fleet already running (the failure tests' own, server/fleet-tests/, with E2E_FLEET_DIR,
 * E2E_DATA_DIR and E2E_ADMIN_* set to match): the journey uses it and the global setup starts none.
 */
export const isFleetRunning = process.env.E2E_FLEET_URL !== undefined;

/** The proxy's port when the global setup starts the fleet. */
export const E2E_FLEET_PORT = Number(process.env.E2E_FLEET_PORT ?? 3227);

/** The proxy: what the browsers use. */
export const E2E_FLEET_URL = process.env.E2E_FLEET_URL ?? `http://127.0.0.1:${E2E_FLEET_PORT}`;
