// Server integration tests: the real Fastify app over real HTTP on a real database. globalSetup
// migrates one template database per run; every test file then gets a database at the template's
// state (PGlite: an instance a file of the same worker released, reset, or one opened from a
// data-dir dump; PostgreSQL when DATABASE_URL is set: CREATE DATABASE ... TEMPLATE).
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
