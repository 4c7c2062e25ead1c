// Runs before every web test file: jsdom gaps that Mantine needs, i18n, cleanup, and a failing
// test for any console.error (React warnings included), as in the Epic Stack.
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { lazyLocaleGroups, loadLazyNamespaces } from '../lib/i18n.ts';

// findBy* and waitFor wait up to 5 s: a loaded CI machine (two cores, suites in parallel) can take
// more than the default 1 s to render a lazy screen.
configure({ asyncUtilTimeout: 5000 });

// Screens render in tests without their lazy route: give them every namespace up front.
await Promise.all(lazyLocaleGroups.map(loadLazyNamespaces));

// jsdom reports a pseudo-element argument as not implemented (a console.error): drop it.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

beforeEach(() => {
  const originalConsoleError = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    originalConsoleError(...args);
    throw new Error(
      'console.error was called. If a test expects it, mock it there: vi.mocked(console.error).mockImplementation(() => {})',
    );
  });
});

afterEach(() => {
  cleanup();
  // Test files share their modules within a worker (web/vitest.config.ts: isolate false), and
  // Mantine's notifications live in a module-level store: a toast one test left must not be
  // found by the next.
  notifications.clean();
  notifications.cleanQueue();
  window.localStorage.clear();
  // jsdom keeps a file's storage from test to test; what one test leaves (a profile draft) must
  // not show up in the next.
  window.sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
