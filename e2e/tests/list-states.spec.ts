// The lists of a study path in each of their states (issue 24): the student's information requests
// and the consultant's payments card and requests, empty, failed to load, waiting for their answer
// and filled, each scanned where it shows (axe, and the layout checks of the project). The
// documents list has its states in documents.spec.ts.
import type { Page } from '@playwright/test';
import { postWithCsrf, signIn } from '../support/accounts.ts';
import { randomClientAddress } from '../support/client-address.ts';
import { E2E_ADMIN, E2E_PORT } from '../support/constants.ts';
import { signOut } from '../support/navigation.ts';
import { payForPackage } from '../support/payments.ts';
import { answerStudyPathQuiz, signInWithCompleteProfile } from '../support/study-paths.ts';
import { expect, test, type ScanScreen } from '../support/test.ts';

test.describe.configure({ timeout: 300_000 });

/**
 * Opens `url` in a new tab of the page's context twice: with `answers` failing (the error text
 * shows), then with them held back (the screen waits); each state is scanned. The tab is closed.
 */
async function failedAndWaiting(
  page: Page,
  scanScreen: ScanScreen,
  url: string,
  answers: string | RegExp,
  failedText: string,
): Promise<void> {
  const tab = await page.context().newPage();
  await tab.route(answers, (route) => route.fulfill({ status: 500, body: '' }));
  await tab.goto(url);
  // A fresh tab loads the app and its session first: slow on a loaded machine.
  await expect(tab.getByText(failedText)).toBeVisible({ timeout: 15_000 });
  await scanScreen(tab);
  await tab.unroute(answers);

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await tab.route(answers, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await tab.goto(url);
  await expect(tab.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await expect(tab.getByText(failedText)).toBeHidden();
  await scanScreen(tab, { settled: false });
  release();
  await tab.close();
}

test('the requests and payments lists show their empty, failed, waiting and filled states', async ({
  page,
  playwright,
  scanScreen,
}) => {
  const student = await signInWithCompleteProfile(page, {
    legalFirstName: 'Irène',
    legalLastName: 'Lefebvre',
  });
  await page.goto('/applications/create');
  const pathId = await answerStudyPathQuiz(page);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: string };

  // The student's requests on the path's page: none yet (the section stays away), failed, waiting.
  await expect(page.getByRole('heading', { name: 'Recent Updates' })).toBeVisible();
  await scanScreen(page);
  await failedAndWaiting(
    page,
    scanScreen,
    `/application/${pathId}`,
    '**/api/info-requests',
    'Your information requests could not be loaded.',
  );
  await signOut(page);
  await expect(page).toHaveURL(/\/$/);

  // The consultant's payments card and requests: empty, failed, waiting.
  await signIn(page, E2E_ADMIN);
  await page.goto(`/admin/applications/${pathId}`);
  await expect(page.getByText('No payments yet.')).toBeVisible();
  await scanScreen(page);
  await failedAndWaiting(
    page,
    scanScreen,
    `/admin/applications/${pathId}`,
    `**/api/admin/applications/${pathId}/payments`,
    'The payments could not be loaded.',
  );
  await failedAndWaiting(
    page,
    scanScreen,
    '/admin/info-requests',
    // With its query (consultant=me|all, issue 29).
    /\/api\/admin\/info-requests(\?|$)/,
    'The information requests could not be loaded.',
  );
  // A request for the student (through the API: the dialog has its own journey).
  const consultant = await playwright.request.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    extraHTTPHeaders: { 'X-Forwarded-For': randomClientAddress() },
  });
  await postWithCsrf(consultant, '/api/auth/login', E2E_ADMIN);
  await postWithCsrf(consultant, '/api/admin/info-requests', {
    userId: me.id,
    applicationId: pathId,
    questions: [{ id: 'intake', question: 'Which intake do you prefer?', required: true }],
  });
  await consultant.dispose();
  await signOut(page);
  await expect(page).toHaveURL(/\/$/);

  // Filled for the student: the request waits on the path's page and in the dashboard's To do;
  // then Basic is paid.
  await signIn(page, student);
  await page.goto(`/application/${pathId}`);
  await expect(page.getByText('Which intake do you prefer?').first()).toBeVisible();
  await scanScreen(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scanScreen(page);
  await payForPackage(page.request, pathId, 'basic');
  await signOut(page);
  await expect(page).toHaveURL(/\/$/);

  // Filled for the consultant: the payment and the request on the path's page and the list.
  await signIn(page, E2E_ADMIN);
  await page.goto(`/admin/applications/${pathId}`);
  await expect(page.getByRole('article', { name: 'Payment: Basic, $499' })).toBeVisible();
  await expect(page.getByText('No payments yet.')).toBeHidden();
  await expect(page.getByText('Which intake do you prefer?').first()).toBeVisible();
  await scanScreen(page);
  await page.goto('/admin/info-requests');
  await expect(page.getByText('Irène Lefebvre').first()).toBeVisible();
  await scanScreen(page);
});
