/// <reference lib="dom" />
// What every screen a journey reaches must satisfy (issue 8): no serious or critical axe
// violation (WCAG 2.1 A/AA rules and axe's best practices), and on a narrow viewport nothing
// sticking out past the right edge and no name (badge, tab, picker, button) cut off by an
// ellipsis. The fixture in test.ts runs `checkScreen` on every main-frame navigation, client-side
// route changes included, and once more at the end of each test, where it also walks the screen
// with the keyboard (keyboard-check.ts).
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { findKeyboardProblems } from './keyboard-check.ts';

export interface ScreenProblem {
  url: string;
  kind: 'axe' | 'overflow' | 'clipped-text' | 'keyboard';
  rule: string;
  impact: string;
  description: string;
  targets: string[];
}

/** Impacts that fail a journey; moderate and minor ones are reported by axe but tolerated. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** A screen whose DOM and animations have been quiet this long is settled. */
const QUIET_MS = 250;
const SETTLE_TIMEOUT_MS = 5_000;

/**
 * Waits until the screen is worth scanning: loaded, a main landmark or a top heading rendered,
 * no loader showing, no finite CSS animation or transition running (toasts
 * sliding in, drawers opening) and no DOM change for QUIET_MS. Resolves false if it never
 * settles within SETTLE_TIMEOUT_MS; the caller then scans anyway (the end-of-test scan is the
 * one that must be exact).
 */
export async function waitForSettledScreen(page: Page): Promise<boolean> {
  // Not Playwright's 'networkidle': Chromium never reports the 401 of a signed-out
  // /api/auth/me as finished, so it would wait out its timeout. A screen waiting for data shows
  // a loader; a screen that got it re-renders, which the quiet period sees.
  await page.waitForLoadState('load');
  return page.evaluate(
    async ({ quietMs, timeoutMs }) => {
      const deadline = performance.now() + timeoutMs;
      let lastChange = performance.now();
      const observer = new MutationObserver(() => (lastChange = performance.now()));
      observer.observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      const isAnimating = () =>
        document.getAnimations().some((animation) => {
          if (animation.playState !== 'running') return false;
          const iterations = animation.effect?.getComputedTiming().iterations;
          return iterations !== Infinity; // spinners never stop; they are not a transition
        });
      try {
        while (performance.now() < deadline) {
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
          const hasContent = document.querySelector('main, [role="main"], h1') !== null;
          const isLoading = document.querySelector('.mantine-Loader-root') !== null;
          if (
            hasContent &&
            !isLoading &&
            !isAnimating() &&
            performance.now() - lastChange >= quietMs
          ) {
            return true;
          }
        }
        return false;
      } finally {
        observer.disconnect();
      }
    },
    { quietMs: QUIET_MS, timeoutMs: SETTLE_TIMEOUT_MS },
  );
}

/** The rule sets a screen is judged by: WCAG 2.0-2.2 A/AA and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary: string }[];
}

/**
 * Runs axe-core in the page itself: its 1.5 MB script is evaluated once per document (a
 * client-side route change keeps it) rather than on every scan, and only violations are collected
 * (`resultTypes`), which spares axe describing every passing node. @axe-core/playwright's
 * AxeBuilder injected the script on every scan and finished each run in a new blank page: about
 * two seconds a scan, a third of the journeys' time. Our screens embed no frames (the Stripe card
 * field is not used by the journeys), so axe is told not to wait for any.
 */
async function runAxe(page: Page): Promise<AxeViolation[]> {
  const isLoaded = await page.evaluate(() => 'axe' in window);
  if (!isLoaded) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const { axe: inPage } = window as unknown as {
      axe: {
        run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }>;
      };
    };
    const results = await inPage.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      iframes: false,
    });
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact: impact ?? null,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({
        target: target.map(String),
        failureSummary: failureSummary ?? '',
      })),
    }));
  }, AXE_TAGS);
}

async function findAxeProblems(page: Page, url: string): Promise<ScreenProblem[]> {
  const violations = await runAxe(page);
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      url,
      kind: 'axe' as const,
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      description: violation.help,
      targets: violation.nodes.map((node) => {
        const target = node.target.join(' >>> ');
        const detail = node.failureSummary.split('\n').slice(1, 2).join('').trim();
        return detail ? `${target} (${detail})` : target;
      }),
    }));
}

/**
 * Horizontal overflow and clipped names, measured in the page. An element inside a container
 * that scrolls horizontally on purpose (overflow-x auto/scroll: Mantine's ScrollArea, tables)
 * or that is hidden (visibility, zero size, clipped by an overflow-hidden ancestor that itself
 * fits, e.g. a closed drawer off-screen) does not count.
 */
async function findLayoutProblems(page: Page, url: string): Promise<ScreenProblem[]> {
  const found = await page.evaluate(() => {
    const viewportWidth = document.documentElement.clientWidth;
    const describe = (element: Element): string => {
      const parts: string[] = [];
      let current: Element | null = element;
      while (current && current !== document.body && parts.length < 4) {
        const id = current.id ? `#${current.id}` : '';
        const classes = [...current.classList]
          .filter((name) => !/^m_[0-9a-f]+$/.test(name))
          .slice(0, 2)
          .map((name) => `.${name}`)
          .join('');
        const label = current.getAttribute('aria-label');
        parts.unshift(
          `${current.tagName.toLowerCase()}${id}${classes}${label ? `[aria-label="${label}"]` : ''}`,
        );
        current = current.parentElement;
      }
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${parts.join(' > ')}${text ? ` "${text}"` : ''}`;
    };
    const isInsideClippingOrScroller = (element: Element): boolean => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX)) {
          if (parent === document.body || parent === document.documentElement) continue;
          return true;
        }
      }
      return false;
    };
    const isShown = (element: Element): boolean => {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none';
    };

    const transitioning = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => (animation.effect as KeyframeEffect | null)?.target)
      .filter((target): target is Element => target instanceof Element);
    const isInTransition = (element: Element): boolean =>
      transitioning.some((target) => target === element || target.contains(element));

    const overflow: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > viewportWidth) {
      overflow.push(`the document is ${scrollWidth}px wide in a ${viewportWidth}px viewport`);
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (!isShown(element)) continue;
      const rect = element.getBoundingClientRect();
      if (rect.right <= viewportWidth + 1 && rect.left >= -1) continue;
      if (isInsideClippingOrScroller(element)) continue;
      // Toasts slide in from the right edge: mid-slide one sits partly outside by design. Their
      // resting width is Mantine's (the viewport less its margins), not ours to get wrong.
      if (element.closest('.mantine-Notifications-root')) continue;
      // A drawer or dialog mid-transition (the journey opened one while this scan ran) is on its
      // way somewhere else; the scan of the screen it leads to judges where it rests.
      if (isInTransition(element)) continue;
      // Report the outermost offender only: its children stick out with it.
      const parent = element.parentElement;
      if (parent && overflow.some((entry) => entry.startsWith(describe(parent)))) continue;
      overflow.push(
        `${describe(element)} spans ${Math.round(rect.left)}..${Math.round(rect.right)}px`,
      );
    }

    // Names cut short: text that overflows its own box where the box clips it (ellipsis or
    // hidden overflow): badges, tabs, buttons, nav links, and the values of inputs/pickers.
    const clipped: string[] = [];
    const named = document.body.querySelectorAll(
      '.mantine-Badge-label, .mantine-Badge-root, [role="tab"], .mantine-Tabs-tabLabel, button, a, .mantine-Button-label, .mantine-NavLink-label, input[readonly], .mantine-Title-root, h1, h2, h3',
    );
    for (const element of named) {
      if (!isShown(element)) continue;
      const style = getComputedStyle(element);
      const clips =
        style.textOverflow === 'ellipsis' ||
        ((style.overflowX === 'hidden' || style.overflowX === 'clip') &&
          style.whiteSpace === 'nowrap');
      const isInput = element instanceof HTMLInputElement;
      if (!clips && !isInput) continue;
      if (isInput) {
        const input = element;
        if (!input.value || !input.readOnly) continue; // a typed field may scroll its text
        // Measure the value's width against the input's text box.
        const canvas = document.createElement('canvas').getContext('2d');
        if (!canvas) continue;
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const textWidth = canvas.measureText(input.value).width;
        const box =
          input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        if (textWidth > box + 1) clipped.push(`${describe(input)} value "${input.value}"`);
        continue;
      }
      if (element.scrollWidth > element.clientWidth + 1) clipped.push(describe(element));
    }
    // Names that must stay on one line: the header's texts, tabs and badges wrapping onto a
    // second line (e.g. 'Admin Panel' under the wordmark) read as two things.
    for (const element of document.body.querySelectorAll(
      'header h1, header h2, header h3, header p, [role="tab"], .mantine-Badge-label',
    )) {
      if (!isShown(element)) continue;
      // Only the text's own boxes count (an icon or dot beside it sits at another height), and
      // tops within half a line of each other are one line.
      const tops: number[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
      }
      const tolerance = parseFloat(getComputedStyle(element).fontSize) / 2;
      const lines = tops
        .sort((a, b) => a - b)
        .filter(
          (top, index, sorted) => index === 0 || top - (sorted[index - 1] ?? top) > tolerance,
        );
      if (lines.length > 1) clipped.push(`${describe(element)} wraps onto ${lines.length} lines`);
    }
    return { overflow, clipped };
  });
  return [
    ...found.overflow.map((target) => ({
      url,
      kind: 'overflow' as const,
      rule: 'horizontal-overflow',
      impact: 'serious',
      description: 'Content extends past the right edge of the viewport',
      targets: [target],
    })),
    ...found.clipped.map((target) => ({
      url,
      kind: 'clipped-text' as const,
      rule: 'clipped-name',
      impact: 'serious',
      description: 'A name is cut off (text overflows its box)',
      targets: [target],
    })),
  ];
}

/**
 * Wide tables scroll sideways in their own box (a phone, or beside the sidebar at 1280-1366 px).
 * While they do, each row must still say whose it is and offer its action: the first cell and a
 * last cell holding a control (View, Download) must lie within the box's visible part at the
 * scroll position the screen opens with (sticky cells, or fewer columns). The issue's users table
 * clipped its View button at 1366 px; the path list hid its status at 360 px.
 */
async function findTableProblems(page: Page, url: string): Promise<ScreenProblem[]> {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    for (const table of document.querySelectorAll('table')) {
      let box: HTMLElement | null = table.parentElement;
      while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) {
        box = box.parentElement;
      }
      if (!box || box === document.body || box === document.documentElement) continue;
      if (box.scrollWidth <= box.clientWidth + 1) continue; // it fits: nothing scrolls away
      const visible = box.getBoundingClientRect();
      const isInView = (cell: Element) => {
        const rect = cell.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) return true; // not shown at all
        return rect.left >= visible.left - 1 && rect.right <= visible.right + 1;
      };
      for (const row of table.querySelectorAll('tbody tr')) {
        const cells = [...row.children].filter((cell) => cell.tagName === 'TD');
        const first = cells[0];
        const last = cells[cells.length - 1];
        const label = (row.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        if (first && !isInView(first)) problems.push(`first cell of the row "${label}"`);
        if (last && last !== first && last.querySelector('a, button') && !isInView(last)) {
          problems.push(`the action cell of the row "${label}"`);
        }
        if (problems.length >= 3) break; // a few rows say enough
      }
    }
    return problems;
  });
  return found.map((target) => ({
    url,
    kind: 'overflow' as const,
    rule: 'table-key-cell-out-of-view',
    impact: 'serious',
    description: "A table scrolls a row's name or action out of view",
    targets: [target],
  }));
}

/** On a wide screen: the page is no wider than the viewport. */
async function findWideOverflow(page: Page, url: string): Promise<ScreenProblem[]> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  if (widths.page <= widths.viewport) return [];
  return [
    {
      url,
      kind: 'overflow',
      rule: 'horizontal-overflow',
      impact: 'serious',
      description: 'Content extends past the right edge of the viewport',
      targets: [`the document is ${widths.page}px wide in a ${widths.viewport}px viewport`],
    },
  ];
}

export interface CheckScreenOptions {
  /** Also check horizontal overflow and clipped names (the narrow 'mobile' project). */
  checkLayout: boolean;
  /** Also check the page's width and wide tables' key cells (the 1366 px desktop project). */
  checkWideLayout?: boolean;
  /** Also walk the screen with the Tab key (keyboard-check.ts): it moves the focus around. */
  checkKeyboard: boolean;
}

/** Scans the screen as it is now; call after `waitForSettledScreen`. */
export async function checkScreen(
  page: Page,
  options: CheckScreenOptions,
): Promise<ScreenProblem[]> {
  const url = new URL(page.url());
  const where = `${url.pathname}${url.search}`;
  const problems = await findAxeProblems(page, where);
  if (options.checkLayout) problems.push(...(await findLayoutProblems(page, where)));
  else if (options.checkWideLayout) problems.push(...(await findWideOverflow(page, where)));
  if (options.checkLayout || options.checkWideLayout) {
    problems.push(...(await findTableProblems(page, where)));
  }
  if (options.checkKeyboard) problems.push(...(await findKeyboardProblems(page, where)));
  return problems;
}

/** One line per problem: URL, rule, impact, description, then each target. */
export function formatProblems(problems: readonly ScreenProblem[]): string {
  return problems
    .map(
      (problem) =>
        `${problem.url} [${problem.rule}, ${problem.impact}] ${problem.description}\n` +
        problem.targets.map((target) => `    ${target}`).join('\n'),
    )
    .join('\n');
}
