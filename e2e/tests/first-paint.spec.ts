import { test as plainTest } from '@playwright/test';
import { expect, test } from '../support/test.ts';

const heroTitle = 'Your path to studying in Canada starts here';

test.describe('the landing page before and after its JavaScript', () => {
  // Without the app's fixtures: their screen checks run scripts in the page, which this page
  // refuses. The markup checked here is the one the hydrated page keeps (checked below).
  plainTest.describe('without JavaScript', () => {
    plainTest.use({ javaScriptEnabled: false });

    plainTest('the landing page shows its hero and the way in', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: heroTitle })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Start Your Application' })).toBeVisible();
      await expect(page).toHaveTitle('Study in Canada · StudyPath');
    });

    plainTest('other routes get the empty shell, not the landing markup', async ({ page }) => {
      await page.goto('/login');
      await expect(page.locator('#root')).toBeEmpty();
    });
  });

  test('the app adopts the prerendered hero instead of painting a new one', async ({ page }) => {
    // Deferred module scripts run after the document reaches 'interactive': the heading held
    // then is the prerendered one. Hydration keeps that very node; a client render replaces it.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as { prerenderedHero: Element | null }).prerenderedHero =
            document.querySelector('h1');
        }
      });
    });
    // The session query runs once React is live: the signed-out header stays as it was.
    const sessionAnswered = page.waitForResponse((response) =>
      response.url().endsWith('/api/auth/me'),
    );
    await page.goto('/');
    await sessionAnswered;
    await expect(page.getByRole('heading', { level: 1, name: heroTitle })).toBeVisible();
    const isSameNode = await page.evaluate(() => {
      const held = (window as unknown as { prerenderedHero: Element | null }).prerenderedHero;
      return held !== null && held.isConnected && held === document.querySelector('h1');
    });
    expect(isSameNode).toBe(true);
    await page.getByRole('link', { name: 'Start Your Application' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });
});
