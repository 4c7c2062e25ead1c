// One Vitest run, three projects: pure domain rules, server integration (real database, real HTTP)
// and the web request layer (jsdom), whose few files that mock modules run isolated. Playwright
// journeys live in e2e/ and run separately.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['domain', 'server', 'web', 'web/vitest.isolated.config.ts'],
    // Vitest's default is one worker fewer than the cores: one on a two-core machine. A server
    // test file waits on Argon2 (libuv's threads), HTTP and the database much of its time, so two
    // workers there finish the suite in about 9 minutes instead of 14 (measured, issue 25).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
