import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Overridable so two runs on one machine do not collide. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3217);

/**
 * The server's DATA_DIR for this run. Set once in the runner's environment, which the workers
 * inherit, so tests can read what the server wrote there (e.g. emails under DATA_DIR/mail).
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'studypath-e2e-'));
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR;

/**
 * The firm's own server (playwright.config.ts, project "firm"): the journeys that make a second
 * administrator and change the firm's settings run against it, beside the others, so what they
 * change never reaches the other journeys' consultant. Its port follows E2E_PORT's.
 */
export const E2E_FIRM_PORT = Number(process.env.E2E_FIRM_PORT ?? E2E_PORT + 1);
process.env.E2E_FIRM_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'studypath-e2e-firm-'));
export const E2E_FIRM_DATA_DIR = process.env.E2E_FIRM_DATA_DIR;

/**
 * The first administrator the server creates from ADMIN_EMAIL / ADMIN_PASSWORD at start-up.
 * E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD name another when the journey runs against a fleet that
 * someone else started (the failure tests', support/fleet-env.ts).
 */
export const E2E_ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'consultant@e2e.studypath.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-1',
};
