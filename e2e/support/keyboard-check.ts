/// <reference lib="dom" />
// Keyboard use of a screen (issue 8): every control a mouse can use is reached by Tab, and the
// control that has the focus looks different from how it looks without it (an outline, a ring,
// a border or background change: WCAG 2.4.7). The fixture in test.ts runs it on the screen each
// journey ends on.
//
// Controls that hand the focus around inside a composite widget (tabs, radio groups: one stop in
// the Tab order, arrow keys within) mark their other items with tabindex="-1"; those are skipped,
// as is anything hidden, disabled or inert. Native radio buttons of one name are such a widget
// without the mark (the browser stops on the checked one, or the first): the group is one control,
// reached when any of its buttons is.
import type { Page } from '@playwright/test';
import type { ScreenProblem } from './screen-checks.ts';

const MARK = 'data-keyboard-check';
/** Each element's own look, where several elements share a MARK (a radio group). */
const LOOK = 'data-keyboard-look';
/** Tab presses beyond the number of controls, for stops this check does not list. */
const SPARE_TAB_PRESSES = 20;

interface Control {
  id: string;
  label: string;
}

declare global {
  interface Window {
    keyboardCheckLooks?: Record<string, string>;
    keyboardCheckLookOf?: (element: Element) => string;
  }
}

/** Marks the visible controls and records how each looks without the focus. */
async function markControls(page: Page): Promise<Control[]> {
  return page.evaluate(
    async ([mark, look]) => {
      /**
       * How an element looks, as far as a focus indicator changes it: the element and the two
       * wrappers above it, which may draw the ring instead (:focus-within, e.g. a password field
       * whose input sits inside the bordered box).
       */
      const lookOf = (element: Element): string => {
        const parts: string[] = [];
        for (let current: Element | null = element, depth = 0; current && depth < 3; depth += 1) {
          const style = getComputedStyle(current);
          parts.push(
            style.outlineStyle === 'none' ? 'none' : `${style.outlineStyle} ${style.outlineWidth}`,
            style.boxShadow,
            style.borderColor,
            style.backgroundColor,
            style.color,
            style.textDecorationLine,
          );
          current = current.parentElement;
        }
        return parts.join('|');
      };
      window.keyboardCheckLookOf = lookOf;
      // Start the walk at the top: focusing the body moves the point Tab continues from (after a
      // click it is the clicked control, and a blur alone keeps it there).
      const previouslyFocused = document.activeElement as HTMLElement | null;
      previouslyFocused?.blur();
      document.body.tabIndex = -1;
      document.body.focus();
      document.body.removeAttribute('tabindex');
      // A control the journey left focused (a search box it typed into) fades out of its focus
      // look: record it once that transition has ended, not its focused first frame.
      const fading = [
        previouslyFocused,
        previouslyFocused?.parentElement,
        previouslyFocused?.parentElement?.parentElement,
      ]
        .flatMap((node) => node?.getAnimations() ?? [])
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
      await Promise.race([
        Promise.all(fading.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 1000)),
      ]);
      const selector = [
        'a[href]',
        'button',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        '[tabindex]',
        '[contenteditable="true"]',
      ].join(',');
      const isShown = (element: HTMLElement): boolean => {
        if (element.closest('[inert], [aria-hidden="true"]')) return false;
        const style = getComputedStyle(element);
        if (style.visibility !== 'visible' || style.display === 'none') return false;
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0;
      };
      const controls: { id: string; label: string }[] = [];
      const looks: Record<string, string> = {};
      /** The first marked button of each radio group, by its form (or the document) and name. */
      const radioGroups = new Map<Node, Map<string, string>>();
      for (const [index, element] of [
        ...document.querySelectorAll<HTMLElement>(selector),
      ].entries()) {
        if (element.getAttribute('tabindex') === '-1' || element.tabIndex < 0) continue;
        if ((element as HTMLButtonElement).disabled || !isShown(element)) continue;
        const own = String(index);
        element.setAttribute(look, own);
        looks[own] = lookOf(element);
        const id = own;
        if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
          const owner = element.form ?? document;
          const groups = radioGroups.get(owner) ?? new Map<string, string>();
          radioGroups.set(owner, groups);
          const groupId = groups.get(element.name);
          if (groupId !== undefined) {
            element.setAttribute(mark, groupId);
            continue;
          }
          groups.set(element.name, id);
        }
        element.setAttribute(mark, id);
        const label =
          element.getAttribute('aria-label') ??
          ((element as HTMLInputElement).labels?.[0]?.textContent?.trim() ||
            element.textContent?.trim().slice(0, 40) ||
            element.getAttribute('name') ||
            '');
        controls.push({ id, label: `${element.tagName.toLowerCase()} "${label}"` });
      }
      window.keyboardCheckLooks = looks;
      return controls;
    },
    [MARK, LOOK] as const,
  );
}

export async function findKeyboardProblems(page: Page, url: string): Promise<ScreenProblem[]> {
  // A tab in the background (the journey opened another) does not take key presses.
  await page.bringToFront();
  const controls = await markControls(page);
  const reached = new Set<string>();
  const notVisiblyFocused: string[] = [];

  for (let press = 0; press < controls.length + SPARE_TAB_PRESSES; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(
      async ([mark, look]) => {
        const lookOf = window.keyboardCheckLookOf ?? (() => '');
        const element = document.activeElement;
        if (!element || element === document.body) return null;
        const id = element.getAttribute(mark);
        if (id === null) return { id: null, isVisiblyFocused: true };
        // Reading the style starts the focus transitions (a border fading to the focus colour);
        // measure where they end, not their first frame.
        lookOf(element);
        const transitions = [element, element.parentElement, element.parentElement?.parentElement]
          .flatMap((node) => node?.getAnimations() ?? [])
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
        await Promise.race([
          Promise.all(transitions.map((animation) => animation.finished.catch(() => undefined))),
          new Promise((resolve) => setTimeout(resolve, 1000)),
        ]);
        const ownLook = element.getAttribute(look) ?? id;
        return { id, isVisiblyFocused: lookOf(element) !== window.keyboardCheckLooks?.[ownLook] };
      },
      [MARK, LOOK] as const,
    );
    if (focused === null) break; // back at the document: the whole order has been walked
    if (focused.id === null) continue;
    if (reached.has(focused.id)) break; // the focus went round
    reached.add(focused.id);
    if (!focused.isVisiblyFocused) {
      const control = controls.find((candidate) => candidate.id === focused.id);
      notVisiblyFocused.push(control?.label ?? focused.id);
    }
  }
  // Controls that went away during the walk (a toast closing itself) were not missed.
  const stillShown = new Set(
    await page.evaluate(
      ([mark, look]) => {
        (document.activeElement as HTMLElement | null)?.blur();
        const ids: string[] = [];
        for (const element of document.querySelectorAll(`[${mark}]`)) {
          const rect = element.getBoundingClientRect();
          if (rect.width > 0 && rect.height > 0) ids.push(element.getAttribute(mark) ?? '');
          element.removeAttribute(mark);
        }
        for (const element of document.querySelectorAll(`[${look}]`)) element.removeAttribute(look);
        return ids;
      },
      [MARK, LOOK] as const,
    ),
  );

  const problems: ScreenProblem[] = [];
  const unreached = controls.filter(
    (control) => !reached.has(control.id) && stillShown.has(control.id),
  );
  if (unreached.length > 0) {
    problems.push({
      url,
      kind: 'keyboard',
      rule: 'keyboard-unreachable',
      impact: 'serious',
      description: 'Controls the Tab key never reaches',
      targets: unreached.map((control) => control.label),
    });
  }
  if (notVisiblyFocused.length > 0) {
    problems.push({
      url,
      kind: 'keyboard',
      rule: 'focus-not-visible',
      impact: 'serious',
      description: 'Controls that look the same with and without the keyboard focus',
      targets: notVisiblyFocused,
    });
  }
  return problems;
}
