import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Whole-page form tests render Mantine in jsdom: ~5 s on a 2-core machine that is also
    // running the server suite, right at Vitest's default limit.
    testTimeout: 20_000,
  },
});
