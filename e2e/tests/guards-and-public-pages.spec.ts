import { createVerifiedStudent, postWithCsrf } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

test.describe('route guards', () => {
  for (const path of ['/dashboard', '/profile', '/messages', '/admin', '/admin/users']) {
    test(`an anonymous visitor sent to ${path} lands on /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    });
  }

  test('an unknown route shows Page not found', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Page not found')).toBeVisible();
  });
});

test.describe('landing page', () => {
  test('Login leads to /login', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Login', exact: true }).first().click();
    await expect(page).toHaveURL(/\/login$/);
  });

  for (const name of ['Apply Now', 'Start Your Application', "Let's Start", 'Complete Profile']) {
    test(`${name} leads to /register`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('link', { name, exact: true }).first().click();
      await expect(page).toHaveURL(/\/register$/);
    });
  }

  // The journey ends on `/`, so the 360 px project checks the signed-in header's layout there.
  test(
    'a signed-in student finds the dashboard in the header, next to Apply Now',
    { tag: '@phone' },
    async ({ page }) => {
      const student = await createVerifiedStudent(page);
      await postWithCsrf(page.request, '/api/auth/login', student);
      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      await expect(header.getByRole('link', { name: 'Apply Now' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
    },
  );

  test('the footer opens the terms of service in a new tab', async ({ page, context }) => {
    await page.goto('/');
    const [terms] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('contentinfo')
        .getByRole('link', { name: /terms of service/i })
        .click(),
    ]);
    await expect(terms).toHaveURL(/\/terms-of-service$/);
    await expect(terms.getByRole('heading', { level: 2, name: /^\d+\. / })).toHaveCount(15);
  });

  test('the footer opens the privacy policy in a new tab', async ({ page, context }) => {
    await page.goto('/');
    const [privacy] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('contentinfo')
        .getByRole('link', { name: /privacy policy/i })
        .click(),
    ]);
    await expect(privacy).toHaveURL(/\/privacy-policy$/);
    await expect(privacy.getByRole('heading', { level: 2, name: /^\d+\. / })).toHaveCount(13);
    await expect(privacy.getByText(/Argon2/).first()).toBeVisible();
  });
});
