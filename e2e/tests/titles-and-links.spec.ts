import { expect, test } from '../support/test.ts';

test.describe('page titles and the odd link', () => {
  test('each screen names itself in the browser tab', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Study in Canada · StudyPath');
    await page.getByRole('link', { name: 'Login', exact: true }).first().click();
    await expect(page).toHaveTitle('Sign In · StudyPath');
    await page.goto('/no/such/page');
    await expect(page).toHaveTitle('Page not found · StudyPath');
  });

  test('the 404 page keeps the site header, whose logo leads home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Page not found')).toBeVisible();
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a mangled verification link is tried and ends in Verification Failed', async ({ page }) => {
    await page.goto('/verify-email?token=abc');
    await expect(page.getByText('Verification Failed')).toBeVisible();
    await expect(page.getByText('The link is invalid.')).toBeVisible();
  });

  test('a link without a token says Invalid Verification Link', async ({ page }) => {
    await page.goto('/verify-email');
    await expect(page.getByText('Invalid Verification Link')).toBeVisible();
  });
});
