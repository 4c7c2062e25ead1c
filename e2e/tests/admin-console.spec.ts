// The consultants' console end to end (issue 13, spec part 2 §2 "/admin", "/admin/users",
// "/admin/audit"): an admin finds a student by e-mail, promotes and demotes them and deletes
// another student; the dashboard's cards move when a student registers and starts a path; the
// audit page filters by action.
import type { Locator, Page } from '@playwright/test';
import { createVerifiedStudent, signIn } from '../support/accounts.ts';
import { randomClientAddress } from '../support/client-address.ts';
import { E2E_ADMIN } from '../support/constants.ts';
import { answerStudyPathQuiz, signInWithCompleteProfile } from '../support/study-paths.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 180_000 });

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** The number a dashboard card shows ('1,234' → 1234). */
async function figureOf(card: Locator): Promise<number> {
  const text = (await card.textContent()) ?? '';
  const match = /\d[\d,]*/.exec(text);
  return match ? Number(match[0].replaceAll(',', '')) : Number.NaN;
}

test('an admin finds a student by e-mail, promotes and demotes them, and deletes another', async ({
  page,
}) => {
  const kept = await createVerifiedStudent(page);
  const removed = await createVerifiedStudent(page);
  await signIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'Manage Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users/);

  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(kept.email);
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the one match
  await page.getByRole('button', { name: `View ${kept.email}` }).click();
  const details = page.getByRole('dialog', { name: 'User Details' });
  const role = details.getByRole('combobox', { name: 'Role' });
  const update = details.getByRole('button', { name: 'Update Role' });
  await expect(update).toBeDisabled(); // enabled only when the role differs (part 2 §5)

  await role.selectOption({ label: 'Admin' });
  await expect(update).toBeEnabled();
  await update.click();
  await expect(toast(page, 'User updated')).toBeVisible();
  await expect(update).toBeDisabled();
  await role.selectOption({ label: 'Student' });
  await update.click();
  // An administrator no more: who takes their study paths (issue 29; they hold none here).
  const handover = page.getByRole('dialog', { name: 'Change role to Student' });
  await expect(handover.getByText('Who takes their study paths?')).toBeVisible();
  await handover.getByRole('button', { name: 'Update Role' }).click();
  await expect(toast(page, 'User updated').last()).toBeVisible();
  await expect(update).toBeDisabled();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();
  await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Admin' });
  await expect(page.getByText('No users found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'All Roles' });

  await search.fill(removed.email);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: `View ${removed.email}` }).click();
  await details.getByRole('button', { name: 'Delete User' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete User' });
  await expect(confirm).toContainText(removed.email);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'User deleted')).toBeVisible();
  await expect(page.getByText('No users found')).toBeVisible();

  // Gone from the server too, not only from the screen.
  const res = await page.request.get('/api/admin/users', { params: { search: removed.email } });
  expect(((await res.json()) as { total: number }).total).toBe(0);
});

test('the dashboard cards change after a student registers and starts a study path', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  const users = page.getByRole('region', { name: 'Total Users' });
  const paths = page.getByRole('region', { name: 'Applications' });
  await expect(users).toContainText('active students');
  await expect(paths).toContainText('in progress');
  const before = { users: await figureOf(users), paths: await figureOf(paths) };
  expect(before.users).not.toBeNaN();

  // A student elsewhere, in a browser of their own, registers and starts a path.
  const studentContext = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    extraHTTPHeaders: { 'X-Forwarded-For': randomClientAddress() },
  });
  try {
    const studentPage = await studentContext.newPage();
    await signInWithCompleteProfile(studentPage, {
      legalFirstName: 'Noor',
      legalLastName: 'Haddad',
    });
    await studentPage.goto('/applications/create');
    await answerStudyPathQuiz(studentPage);
  } finally {
    await studentContext.close();
  }

  // The dashboard refreshes by itself (every 10 s, or on the live stream).
  await expect.poll(() => figureOf(users), { timeout: 15_000 }).toBeGreaterThan(before.users);
  await expect.poll(() => figureOf(paths), { timeout: 15_000 }).toBeGreaterThan(before.paths);
  await expect(page.getByRole('region', { name: 'Recent Activity' })).toContainText(
    'Application Create',
  );
  await expect(page.getByRole('region', { name: 'Study Paths by Status' })).toBeVisible();
});

test('the audit page filters by action', async ({ page }) => {
  await signIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Logs' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'User Login' });
  await expect(page).toHaveURL(/action=user_login/);
  // Every row of the filtered list is a sign-in (the header row aside).
  await expect
    .poll(async () => {
      const rows = (await page.getByRole('row').allTextContents()).slice(1);
      return rows.length > 0 && rows.every((row) => row.includes('User Login'));
    })
    .toBe(true);
  const rows = page.getByRole('row');

  // The consultant's own sign-in is among them, with the address it came from.
  await page.getByRole('searchbox', { name: 'Search' }).fill(E2E_ADMIN.email);
  await expect(page).toHaveURL(/search=consultant/);
  await expect(rows.nth(1)).toContainText(E2E_ADMIN.email);
  await expect(rows.nth(1)).toContainText('User Login');
});

test('a package price is refused as typed, and a change is confirmed first', async ({ page }) => {
  await signIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/settings');
  const packages = page.getByRole('region', { name: 'Packages' });
  const basic = packages.getByRole('textbox', { name: 'Basic price (USD)' });
  const save = packages.getByRole('button', { name: 'Save Prices' });
  const saved = await basic.inputValue();

  // What cannot be stored is refused with its reason, never rewritten into another price.
  await basic.fill('-5');
  await save.click();
  await expect(packages.getByText('A price cannot be negative')).toBeVisible();
  await expect(basic).toHaveValue('-5');
  await basic.fill('1000000');
  await save.click();
  await expect(packages.getByText('A price can be at most $100,000')).toBeVisible();

  // A valid change names the old and the new price and waits; cancelling saves nothing. (Only
  // cancelled here: other journeys pay at today's prices meanwhile.)
  await basic.fill('1.00');
  await save.click();
  const dialog = page.getByRole('dialog', { name: 'Change package prices?' });
  await expect(dialog).toContainText(/Basic: \$[\d,.]+ → \$1\.00/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Settings updated')).toHaveCount(0);
  await page.reload();
  await expect(basic).toHaveValue(saved);
});
