// The profile form never loses a student's work by accident, and never keeps it past the
// session: leaving with unsaved changes asks first, a reload of the tab keeps them (the browser
// asks too), sign-out wipes them; and a date of birth can be typed as well as picked.
import type { Locator, Page } from '@playwright/test';
import { createVerifiedStudent, signIn } from '../support/accounts.ts';
import { openNavigation, signOut } from '../support/navigation.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 120_000 });

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** How far below the bottom of the page's header the top of `target` is (negative: under it). */
async function gapBelowHeader(page: Page, target: Locator): Promise<number> {
  const header = await page.getByRole('banner').boundingBox();
  const box = await target.boundingBox();
  if (!header || !box) return Number.NEGATIVE_INFINITY;
  return box.y - (header.y + header.height);
}

/** Types into a date field and leaves it with Tab (its calendar may cover the fields around). */
async function typeDate(page: Page, label: string, text: string) {
  await textbox(page, label).fill(text);
  await textbox(page, label).press('Tab');
}

test(
  'unsaved profile changes ask before leaving, survive a reload and end with the session',
  { tag: '@phone' },
  async ({ page, scanScreen }) => {
    const student = await createVerifiedStudent(page);
    await signIn(page, student);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/profile/edit');
    await textbox(page, 'Legal First Name').fill('Mei');

    // A sidebar (or drawer) link asks first; Keep editing stays, with the change.
    const navigation = await openNavigation(page);
    await navigation.getByRole('link', { name: 'Documents' }).click();
    const discard = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await expect(discard).toBeVisible();
    await expect(discard.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(discard).toBeHidden();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await expect(textbox(page, 'Legal First Name')).toHaveValue('Mei');

    // The date of birth typed: in the display format, as ISO, and text that is no date.
    await typeDate(page, 'Date of Birth', '2001-04-12');
    await expect(textbox(page, 'Date of Birth')).toHaveValue('Apr 12, 2001');
    await typeDate(page, 'Date of Birth', 'Feb 30, 2001');
    await expect(
      page.getByText('Enter a date such as Apr 12, 1999, or pick one from the calendar.'),
    ).toBeVisible();
    await expect(textbox(page, 'Date of Birth')).toHaveValue('Feb 30, 2001');
    await typeDate(page, 'Date of Birth', 'Apr 12, 2001');
    await expect(textbox(page, 'Date of Birth')).toHaveValue('Apr 12, 2001');
    await expect(
      page.getByText('Enter a date such as Apr 12, 1999, or pick one from the calendar.'),
    ).toHaveCount(0);

    // A reload gets the browser's own prompt, and the changes are still there afterwards.
    const prompts: string[] = [];
    page.once('dialog', (dialog) => {
      prompts.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(prompts).toEqual(['beforeunload']);
    await expect(textbox(page, 'Legal First Name')).toHaveValue('Mei');
    await expect(textbox(page, 'Date of Birth')).toHaveValue('Apr 12, 2001');

    // On a phone the last tabs are past the edge of the tab row: 'Next' leads through the tabs the
    // student can open (Academic waits for a pathway) and brings each into view (issue 24), below
    // the header that stays over the page, not under it.
    for (const name of ['Education', 'Guardian (Optional)', 'Additional']) {
      await page.getByRole('button', { name: /^Next: / }).click();
      const opened = page.getByRole('tab', { name, exact: true });
      await expect(opened).toHaveAttribute('aria-selected', 'true');
      await expect(opened).toBeInViewport();
      await expect.poll(() => gapBelowHeader(page, opened)).toBeGreaterThanOrEqual(0);
    }
    await expect(page.getByRole('button', { name: /^Next/ })).toHaveCount(0);
    await scanScreen(page);

    // Signing out is a choice to leave: no prompt, and the draft goes with the session.
    page.on('dialog', (dialog) => {
      prompts.push(dialog.type());
      void dialog.dismiss();
    });
    await signOut(page);
    await expect(page).toHaveURL(/\/$/);
    expect(prompts).toEqual(['beforeunload']);
    await signIn(page, student);
    await page.goto('/profile/edit');
    await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
    await expect(textbox(page, 'Legal First Name')).toHaveValue('');
    await expect(textbox(page, 'Date of Birth')).toHaveValue('');
  },
);
