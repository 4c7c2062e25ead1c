// The `test` every journey imports. Its automatic fixtures fail a test when
// - the page throws or logs a console error, so a broken screen cannot pass silently (Chromium's
//   own "Failed to load resource" lines for answers the app expects, such as 401 from
//   /api/auth/me when signed out, are not app errors);
// - any screen the journey reached has a serious or critical accessibility violation, or, in a
//   project with `checkLayout` (the 360 px 'mobile' one), overflows horizontally or cuts a name
//   short (screen-checks.ts), or, on the screen it ends on, has a control the Tab key does not
//   reach or does not visibly focus (keyboard-check.ts); in a project with `checkWideLayout`
//   (the 1366 px desktop one), is wider than the viewport or scrolls a table's key cells out of
//   view. Every main-frame navigation of every page of the test's context, client-side route
//   changes included, queues a scan of the new screen once it settles; the screen each page ends
//   on is scanned after the test body. A journey gets this for free. A state the journey passes through quickly (an empty list, a
//   failed load, a loader) is scanned by calling the `scanScreen` fixture there.
// Each test is also a client of its own: its browser and API requests carry an X-Forwarded-For
// address of their own (the e2e server trusts it from loopback), so the per-address limits
// (20 sign-ins per 15 minutes) count one journey, not the whole suite on 127.0.0.1.
import { test as base, expect, type Page } from '@playwright/test';
import {
  checkScreen,
  formatProblems,
  waitForSettledScreen,
  type ScreenProblem,
} from './screen-checks.ts';
import { randomClientAddress } from './client-address.ts';
import { E2E_DATA_DIR } from './constants.ts';

/** Which server a project's journeys talk to: its DATA_DIR, where its emails are written. */
export interface ServerOptions {
  dataDir: string;
}

export interface ScreenCheckOptions {
  /** Check horizontal overflow and clipped names on each screen (set by the 'mobile' project). */
  checkLayout: boolean;
  /**
   * Check that the page is no wider than the viewport and that wide tables keep their key cells
   * in view (set by the desktop project, 1366 px).
   */
  checkWideLayout: boolean;
}

interface AutoFixtures {
  failOnPageErrors: void;
  journeyLog: void;
  checkScreens: ScreenScans;
}

/**
 * Scans the screen `page` shows now, in the state the journey brought it to (an empty list, a
 * failed load, a loader), and counts its problems with the rest. The automatic scans on navigation
 * are dropped when the journey moves on before they finish, so a state a journey means to have
 * checked must be scanned explicitly. `settled: false` scans at once, for a state that never
 * settles (a loader shown while an answer is held back). `keyboard: true` also walks the screen
 * with the Tab key (it moves the focus, so only where the journey does not go on from the focus).
 */
export type ScanScreen = (
  page: Page,
  options?: { settled?: boolean; keyboard?: boolean },
) => Promise<void>;

interface ScreenScans {
  scanNow: ScanScreen;
}

interface TestFixtures {
  scanScreen: ScanScreen;
}

interface CheckModes {
  checkLayout: boolean;
  checkWideLayout: boolean;
}

/** Starts counting changes to the page's DOM (attributes, text and nodes). */
async function watchForChanges(page: Page): Promise<void> {
  await page.evaluate(() => {
    const scope = window as unknown as {
      __scanChanges?: number;
      __scanObserver?: MutationObserver;
    };
    scope.__scanObserver?.disconnect();
    scope.__scanChanges = 0;
    scope.__scanObserver = new MutationObserver((records) => {
      scope.__scanChanges = (scope.__scanChanges ?? 0) + records.length;
    });
    scope.__scanObserver.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

/** Whether the page changed since watchForChanges; stops watching. */
async function hasChanged(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const scope = window as unknown as {
      __scanChanges?: number;
      __scanObserver?: MutationObserver;
    };
    scope.__scanObserver?.disconnect();
    // No counter: the document was replaced (a reload) during the scan.
    return scope.__scanChanges === undefined || scope.__scanChanges > 0;
  });
}

/** Scans each screen of one page in order; a scan whose screen was left meanwhile is dropped. */
class ScreenWatcher {
  private queue: Promise<void> = Promise.resolve();
  private readonly seen = new Set<string>();
  private failure: Error | undefined;

  private readonly page: Page;
  private readonly modes: CheckModes;
  private readonly problems: ScreenProblem[];

  constructor(page: Page, modes: CheckModes, problems: ScreenProblem[]) {
    this.page = page;
    this.modes = modes;
    this.problems = problems;
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame() || frame.url() === 'about:blank') return;
      const url = frame.url();
      // Never let the queue reject in the background: a broken scan is rethrown by finish().
      this.queue = this.queue.then(() =>
        this.scan(url, { isFinal: false }).catch((error: unknown) => {
          this.failure ??= error instanceof Error ? error : new Error(String(error));
        }),
      );
    });
  }

  /** Scans the screen as it is now, between two steps of the journey (ScanScreen). */
  async scanNow({
    settled = true,
    keyboard = false,
  }: { settled?: boolean; keyboard?: boolean } = {}): Promise<void> {
    // After the scans already queued: axe refuses to run twice at once on one page.
    const scan = this.queue.then(async () => {
      if (settled) await waitForSettledScreen(this.page);
      this.record(await checkScreen(this.page, { ...this.modes, checkKeyboard: keyboard }));
    });
    this.queue = scan.catch(() => {}); // its failure is this call's, not the next scan's
    await scan;
  }

  private record(found: readonly ScreenProblem[]): void {
    for (const problem of found) {
      const key = `${problem.url} ${problem.rule} ${problem.targets.join(' | ')}`;
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      this.problems.push(problem);
    }
  }

  /** Waits for the queued scans, then scans the screen the page is on now. */
  async finish(): Promise<void> {
    // Queued like any scan: a navigation that lands after the journey's last step (a redirect,
    // a replaced address) queues a scan of its own, and axe refuses to run twice at once.
    const final = this.queue.then(async () => {
      if (this.failure !== undefined) return;
      if (this.page.isClosed() || this.page.url() === 'about:blank') return;
      await this.scan(this.page.url(), { isFinal: true });
    });
    this.queue = final.catch(() => {});
    await final;
    await this.queue; // scans a late navigation queued behind the final one
    if (this.failure !== undefined) throw this.failure;
  }

  private async scan(url: string, { isFinal }: { isFinal: boolean }): Promise<void> {
    const hasLeft = () => this.page.isClosed() || this.page.url() !== url;
    try {
      if (hasLeft()) return;
      await waitForSettledScreen(this.page);
      if (hasLeft()) return;
      // A journey goes on while a screen is scanned: a dialog or drawer it opens meanwhile
      // would be judged mid-transition (faded colours, half off-screen). Changes to the page
      // during a scan void it; the screen the journey ends on is scanned when it stands still.
      if (!isFinal) await watchForChanges(this.page);
      // The keyboard walk moves the focus, so only on the screen the journey ends on.
      const found = await checkScreen(this.page, { ...this.modes, checkKeyboard: isFinal });
      if (!isFinal && (hasLeft() || (await hasChanged(this.page)))) return; // a mixed result
      this.record(found);
    } catch (error) {
      // A navigation (even one that keeps the URL, such as a reload) or the test's end can tear
      // the page down under a scan; the screen that follows gets its own scan.
      const message = error instanceof Error ? error.message : String(error);
      // After a reload mid-scan axe's script is gone from the new document ('runPartial' or
      // 'run' of undefined) rather than the context being reported destroyed.
      const wasTornDown =
        /context was destroyed|Target .*closed|navigat|runPartial|reading 'run'/i.test(message);
      if (hasLeft() || (!isFinal && wasTornDown)) return;
      throw error;
    }
  }
}

export const test = base.extend<TestFixtures & AutoFixtures & ScreenCheckOptions & ServerOptions>({
  dataDir: [E2E_DATA_DIR, { option: true }],
  checkLayout: [false, { option: true }],
  checkWideLayout: [false, { option: true }],

  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': randomClientAddress() });
  },

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

  // A journey that fails on a loaded machine once in many runs leaves only its last screen. What
  // led there goes with the failure: each page's addresses, the API's answers and the requests
  // that failed or were abandoned, by the time since the test began (printed by the list
  // reporter, kept in the HTML report).
  journeyLog: [
    async ({ context }, use, testInfo) => {
      const started = Date.now();
      const lines: string[] = [];
      const log = (line: string) =>
        lines.push(`${String(Date.now() - started).padStart(6)} ms  ${line}`);
      const follow = (page: Page) => {
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame()) log(`at ${new URL(frame.url()).pathname}`);
        });
        page.on('response', (response) => {
          const { pathname } = new URL(response.url());
          if (pathname.startsWith('/api/')) {
            log(`${response.request().method()} ${pathname} ${response.status()}`);
          }
        });
        page.on('requestfailed', (request) => {
          const { pathname } = new URL(request.url());
          log(`${request.method()} ${pathname} failed: ${request.failure()?.errorText ?? ''}`);
        });
      };
      context.pages().forEach(follow);
      context.on('page', follow);
      await use();
      if (testInfo.status !== testInfo.expectedStatus && lines.length > 0) {
        await testInfo.attach('journey log', { body: lines.join('\n'), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],

  checkScreens: [
    async ({ context, page, checkLayout, checkWideLayout }, use, testInfo) => {
      void page; // set up first so that it is torn down after the final scans
      const problems: ScreenProblem[] = [];
      const watchers = new Map<Page, ScreenWatcher>();
      const watch = (page: Page) => {
        let watcher = watchers.get(page);
        if (!watcher) {
          watcher = new ScreenWatcher(page, { checkLayout, checkWideLayout }, problems);
          watchers.set(page, watcher);
        }
        return watcher;
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use({ scanNow: (page, options) => watch(page).scanNow(options) });
      // A failed journey's screen is whatever it broke on: report its own failure, not this.
      if (testInfo.status !== testInfo.expectedStatus) return;
      for (const watcher of watchers.values()) await watcher.finish();
      expect(
        formatProblems(problems),
        `accessibility${checkLayout || checkWideLayout ? ' and layout' : ''} problems on the screens this journey visited`,
      ).toBe('');
    },
    { auto: true },
  ],

  scanScreen: async ({ checkScreens }, use) => {
    await use(checkScreens.scanNow);
  },
});

export { expect };
