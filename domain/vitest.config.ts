import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // CI runs the suites at low priority beside the browser journeys (TEST_TIME_SCALE, 033).
    testTimeout: 5_000 * Math.max(1, Number(process.env.TEST_TIME_SCALE ?? 1) || 1),
  },
});
