// One Vitest run, three projects: pure domain rules, server integration (real database, real HTTP)
// and the web request layer (jsdom). Playwright journeys live in e2e/ and run separately.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['domain', 'server', 'web'],
  },
});
