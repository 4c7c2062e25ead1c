// The `test` every journey imports: it fails a test when the page throws or logs a console error,
// so a broken screen cannot pass silently. Chromium's own "Failed to load resource" lines for
// answers the app expects (401 from /api/auth/me when signed out) are not app errors.
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ failOnPageErrors: void }>({
  failOnPageErrors: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (message.text().startsWith('Failed to load resource')) return;
        problems.push(`console.error: ${message.text()}`);
      });
      await use();
      expect(problems, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
