import { test as plainTest, type APIRequestContext } from '@playwright/test';
import { createVerifiedStudent, postWithCsrf } from '../support/accounts.ts';
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

test.describe("a signed-in student's dashboard arrives rendered with its data", () => {
  /** A verified student signed in through the API: the context holds the session cookie. */
  async function signedInStudent(request: APIRequestContext): Promise<string> {
    const student = await createVerifiedStudent(request);
    await postWithCsrf(request, '/api/auth/login', student);
    // Their first sign-in: 'Welcome', not 'Welcome back' (issue 24).
    return `Welcome, ${student.email.split('@')[0] ?? ''}!`;
  }

  plainTest.describe('without JavaScript', () => {
    plainTest.use({ javaScriptEnabled: false });

    plainTest('the welcome, alerts and cards are in the page itself', async ({ page }) => {
      const welcome = await signedInStudent(page.request);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Complete Profile' }).first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Documents', exact: true })).toContainText('0');
      await expect(page).toHaveTitle('Dashboard · StudyPath');
    });

    plainTest(
      'signed out, /dashboard is the empty shell the guard redirects from',
      async ({ page }) => {
        await page.goto('/dashboard');
        await expect(page.locator('#root')).toBeEmpty();
      },
    );
  });

  test('the app adopts the rendered dashboard and asks no API for its first data', async ({
    page,
  }) => {
    const welcome = await signedInStudent(page.request);
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as { renderedWelcome: Element | null }).renderedWelcome =
            document.querySelector('h1');
        }
      });
    });
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) apiCalls.push(pathname);
    });
    // The live event stream opens once the app is running (use-live-updates.ts).
    const appRunning = page.waitForRequest((request) => request.url().endsWith('/api/events'));
    await page.goto('/dashboard');
    await appRunning;
    await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
    const isSameNode = await page.evaluate(() => {
      const held = (window as unknown as { renderedWelcome: Element | null }).renderedWelcome;
      return held !== null && held.isConnected && held === document.querySelector('h1');
    });
    expect(isSameNode).toBe(true);
    // Nothing before the stream: the data came with the page. Once the stream is open, what
    // changes live is read again, in case it changed since the page was rendered.
    expect(apiCalls[0]).toBe('/api/events');
    // The hydrated page works: its links lead on.
    await page.getByRole('link', { name: 'Complete Profile' }).first().click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
  });
});
