// Server integration tests: the real Fastify app over real HTTP on a real database. globalSetup
// migrates one template database per run; every test file then gets its own copy in well under a
// second (PGlite: a data-dir dump; PostgreSQL when DATABASE_URL is set: CREATE DATABASE ... TEMPLATE).
import { defineProject } from 'vitest/config';

// CI runs the suites at low priority beside the browser journeys and stretches their deadlines
// (TEST_TIME_SCALE, decision 033).
const timeScale = Math.max(1, Number(process.env.TEST_TIME_SCALE ?? 1) || 1);

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    isolate: false,
    testTimeout: 20_000 * timeScale,
    hookTimeout: 30_000 * timeScale,
  },
});
