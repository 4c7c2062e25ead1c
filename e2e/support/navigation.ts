// The signed-in shell's navigation, whatever the viewport: a sidebar from the md breakpoint up,
// a drawer behind the header's burger below it (spec §2). Journeys reach the sidebar's entries
// and the account footer through these helpers so that they run unchanged at 360 px.
import { expect, type Locator, type Page } from '@playwright/test';

/** The names the shell's burger and sidebar have: English by default (nav.json). */
export interface NavigationNames {
  toggle: string;
  sidebar: RegExp;
}

const englishNames: NavigationNames = {
  toggle: 'Toggle navigation',
  sidebar: /^(Student|Admin) navigation$/,
};

/** The navigation holding the entries and the account footer, opened if it is a closed drawer. */
export async function openNavigation(
  page: Page,
  names: NavigationNames = englishNames,
): Promise<Locator> {
  const burger = page.getByRole('button', { name: names.toggle });
  // The signed-in layout loads with its route: wait until it shows one or the other.
  const sidebar = page.getByRole('navigation', { name: names.sidebar });
  await expect(burger.or(sidebar).first()).toBeVisible();
  if (await burger.isVisible()) {
    if ((await burger.getAttribute('aria-expanded')) !== 'true') await burger.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    return drawer;
  }
  return page.locator('body');
}

/** Signs out with the account footer's 'Sign Out' button. */
export async function signOut(page: Page): Promise<void> {
  const navigation = await openNavigation(page);
  await navigation.getByRole('button', { name: 'Sign Out' }).click();
}
