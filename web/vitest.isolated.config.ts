// The web test files that replace a module with vi.mock: each needs a module registry of its
// own, so they run isolated, apart from the rest (vitest.config.ts, isolate: false).
import { defineProject } from 'vitest/config';
import web, { webFilesWithModuleMocks } from './vitest.config.ts';

export default defineProject({
  ...web,
  test: {
    ...web.test,
    name: 'web-isolated',
    include: webFilesWithModuleMocks,
    exclude: [],
    isolate: true,
  },
});
