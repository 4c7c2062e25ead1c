// The fleet's failure tests (issue 15, item 4): three portals behind HAProxy on PostgreSQL and
// s3rver (scripts/lib/test-fleet.ts), broken while a write load runs through the proxy. Not part
// of `npm test` (they need HAProxy and PostgreSQL installed); .ci/run runs them in its PostgreSQL
// part with FLEET_JOURNEY=true, which runs the fleet journey (Playwright) against their fleet
// first: `FLEET_JOURNEY=true npx vitest run --config server/vitest.fleet.config.ts`. Each prints
// its figures.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'fleet',
    root: import.meta.dirname,
    include: ['fleet-tests/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
