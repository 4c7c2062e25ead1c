import { E2E_ADMIN } from '../support/constants.ts';
import { openNavigation, signOut } from '../support/navigation.ts';
import { expect, test } from '../support/test.ts';

test.describe('signing in', () => {
  test('an administrator signs in and lands on the admin dashboard', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Admin Panel')).toBeVisible();
    const navigation = await openNavigation(page);
    // The account's e-mail in the navigation's footer (the team table on the page names it too).
    await expect(navigation.getByText(E2E_ADMIN.email, { exact: true }).first()).toBeVisible();
    await expect(navigation.getByText('Administrator', { exact: true })).toBeVisible();
  });

  test('a wrong password shows the login failure toast and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the form shows the spec messages for an invalid email and an empty password', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test(
    'signing out returns to the landing page and protected pages then ask to sign in',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/login');
      await page.getByLabel('Email').fill(E2E_ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/admin$/);

      await signOut(page);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

      await page.goto('/admin');
      await expect(page).toHaveURL(/\/login$/);
    },
  );
});
