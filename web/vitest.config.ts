import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * Test files that replace a module with vi.mock: they need a module registry of their own, so
 * they run isolated (the 'web-isolated' project, vitest.isolated.config.ts).
 */
export const webFilesWithModuleMocks = [
  'src/app/routes/student/application-create-checks.test.tsx',
  'src/app/routes/student/application-payment-stripe.test.tsx',
  'src/app/routes/student/student-layout.test.tsx',
];

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: webFilesWithModuleMocks,
    setupFiles: ['./src/test/setup.ts'],
    // The files of a worker share React, Mantine and the app's modules instead of importing them
    // afresh each (4 minutes down to under 2 on two cores, issue 25); src/test/setup.ts resets
    // what a test leaves behind (the DOM, storage, toasts, mocks).
    isolate: false,
    // Whole-page form tests render Mantine in jsdom: ~5 s on a 2-core machine that is also
    // running the server suite, right at Vitest's default limit.
    testTimeout: 20_000,
  },
});
