// Conversations and information requests end to end (issue 11, spec part 2 §2 /messages,
// /admin/messages, /admin/info-requests, /application/{id}): a student starts a conversation and
// a consultant, in another browser, sees it arrive without reloading and replies; the reply reaches
// the student's thread and badge within two seconds through the live event stream, with no poll
// in between. A consultant sends an information request and the student answers it.
import type { Browser, Page, Request } from '@playwright/test';
import { createVerifiedStudent, signIn } from '../support/accounts.ts';
import { randomClientAddress } from '../support/client-address.ts';
import { E2E_ADMIN } from '../support/constants.ts';
import { openNavigation } from '../support/navigation.ts';
import { answerStudyPathQuiz, signInWithCompleteProfile } from '../support/study-paths.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 180_000 });

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** The consultant's own browser: another context, with its own cookies and client address. */
async function consultantPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    extraHTTPHeaders: { 'X-Forwarded-For': randomClientAddress() },
  });
  const page = await context.newPage();
  await signIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}

/** API calls a page makes from now on (its requests for the app's own data). */
function recordApiCalls(page: Page): { calls: string[]; stop: () => void } {
  const calls: string[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/events') {
      calls.push(`${request.method()} ${url.pathname}`);
    }
  };
  page.on('request', onRequest);
  return { calls, stop: () => page.off('request', onRequest) };
}

test(
  'a student and a consultant talk; new messages arrive live, without polling',
  { tag: '@phone' },
  async ({ page, browser, baseURL }) => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const subject = `Study permit documents ${suffix}`;
    const student = await createVerifiedStudent(page);
    await signIn(page, student);

    // The consultant is already looking at the inbox.
    const consultant = await consultantPage(browser, baseURL);
    await consultant.goto('/admin/messages');
    await expect(consultant.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();

    await page.goto('/messages');
    await expect(page.getByRole('heading', { name: 'Chat With Our Advisor' })).toBeVisible();
    await page.getByRole('button', { name: 'New Conversation' }).first().click();
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('Which documents do I need for my study permit?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(toast(page, 'Thread created!')).toBeVisible();
    await expect(page.getByText('Which documents do I need for my study permit?')).toBeVisible();

    // It appears in the consultant's list through the stream: sooner than the 5 s poll.
    const thread = consultant.getByRole('button', { name: new RegExp(subject) });
    await expect(thread).toBeVisible({ timeout: 3_000 });
    // Opening it marks it read for the team; wait for that so the quiet window below is quiet.
    const consultantRead = consultant.waitForResponse((response) =>
      response.url().endsWith('/mark-read'),
    );
    await thread.click();
    await expect(
      consultant.getByText('Which documents do I need for my study permit?'),
    ).toBeVisible();
    await consultantRead;

    // While the student's thread is open and nothing changes, the page asks the server nothing.
    const quiet = recordApiCalls(page);
    await page.waitForTimeout(7_000);
    quiet.stop();
    expect(quiet.calls, 'requests made by an idle thread page').toEqual([]);

    const watched = recordApiCalls(page);
    await consultant.getByLabel('Your message').fill('Your passport and the letter of acceptance.');
    await consultant.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(toast(consultant, 'Message sent!')).toBeVisible();
    await expect(page.getByText('Your passport and the letter of acceptance.')).toBeVisible({
      timeout: 2_000,
    });
    watched.stop();
    // What the page fetched was the conversation's refetch the event asked for (and marking the
    // new message read), nothing else.
    expect(watched.calls.length).toBeGreaterThan(0);
    for (const call of watched.calls)
      expect(call).toMatch(/^(GET \/api\/csrf-token|(GET|POST) \/api\/messages)/);

    // Away from the conversation, the next reply lights up the badge and the dashboard alert.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /Welcome/ }).first()).toBeVisible();
    await consultant.getByLabel('Your message').fill('And proof of funds, please.');
    await consultant.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('New Messages', { exact: true })).toBeVisible({ timeout: 2_000 });
    const navigation = await openNavigation(page);
    await expect(
      navigation.getByRole('link', { name: /Chat With Our Advisor.*1 unread message/ }),
    ).toBeVisible();
    await navigation.getByRole('link', { name: /Chat With Our Advisor/ }).click();
    await page.getByRole('button', { name: new RegExp(subject) }).click();
    await expect(page.getByText('And proof of funds, please.')).toBeVisible();
    // Opening the thread read it: the badge goes.
    const navigationAfter = await openNavigation(page);
    await expect(navigationAfter.getByRole('link', { name: /unread message/ })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The consultant closes the thread; the student can no longer reply.
    await consultant.getByRole('button', { name: 'Close Thread' }).click();
    await consultant
      .getByRole('dialog')
      .getByRole('button', { name: 'Close Thread', exact: true })
      .click();
    await expect(toast(consultant, 'Thread closed')).toBeVisible();
    await expect(
      page.getByText(
        'This conversation was closed by the consultant team. Start a new conversation.',
      ),
    ).toBeVisible({ timeout: 2_000 });
    await expect(page.getByLabel('Your message')).toHaveCount(0);
    await consultant.context().close();
  },
);

test('a consultant requests information on a study path, the student answers, and the consultant writes to them', async ({
  page,
  browser,
  baseURL,
}) => {
  // The student works in a browser of their own; the consultant's screens are this page's.
  const studentContext = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    extraHTTPHeaders: { 'X-Forwarded-For': randomClientAddress() },
  });
  const student = await studentContext.newPage();
  await signInWithCompleteProfile(student, { legalFirstName: 'Lucia', legalLastName: 'Moreno' });
  await student.goto('/applications/create');
  const pathId = await answerStudyPathQuiz(student);

  await signIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/applications/${pathId}`);
  await page.getByRole('button', { name: 'Request Information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Information' });
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog.getByText('Question is required')).toBeVisible();
  const question = (number: number) =>
    dialog.getByRole('group', { name: `Question ${number}` }).getByRole('textbox');
  await question(1).fill('Which intake do you prefer?');
  await dialog.getByRole('button', { name: 'Add Question' }).click();
  await question(2).fill('Anything else we should know?');
  await dialog.getByRole('checkbox', { name: 'Required' }).nth(1).uncheck();
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(toast(page, 'Information request sent to student')).toBeVisible();
  await expect(page.getByText('Awaiting response...').first()).toBeVisible();

  // The student's page shows the request, with one answer field per question.
  await student.goto(`/application/${pathId}`);
  await expect(student.getByRole('heading', { name: 'Information Requests' })).toBeVisible();
  await student.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(student, 'Missing required answers')).toBeVisible();
  await student.getByLabel(/Which intake do you prefer\?/).fill('Fall 2026');
  await student.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(student, 'Responses submitted!')).toBeVisible();
  await expect(student.getByText('Fall 2026')).toBeVisible();
  await expect(student.getByRole('button', { name: 'Submit' })).toHaveCount(0);

  // The consultant's Q&A card shows the answer without a reload, and the desk counts it.
  await expect(page.getByText('Fall 2026')).toBeVisible({ timeout: 3_000 });
  await page.goto('/admin/info-requests');
  await expect(page.getByRole('heading', { name: 'Q&A Requests' })).toBeVisible();
  await page.getByRole('tab', { name: 'Answered' }).click();
  await page
    .getByRole('button', { name: /View the information request to Lucia Moreno/ })
    .first()
    .click();
  const detail = page.getByRole('dialog', { name: 'Information Request' });
  await expect(detail.getByText('Which intake do you prefer?')).toBeVisible();
  await expect(detail.getByText('Fall 2026')).toBeVisible();
  await expect(detail.getByText('Required', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // Message Student starts a conversation with them from the path's page.
  await page.goto(`/admin/applications/${pathId}`);
  await page.getByRole('link', { name: 'Message Student' }).click();
  await expect(page).toHaveURL(/\/admin\/messages\?student=/);
  const start = page.getByRole('dialog', { name: 'Start New Conversation' });
  await start.getByLabel('Subject').fill('Your intake');
  await start.getByLabel('Initial Message').fill('Fall 2026 it is. We will prepare your file.');
  await start.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(toast(page, 'Conversation started')).toBeVisible();

  await student.goto('/messages');
  await student.getByRole('button', { name: /Your intake/ }).click();
  await expect(student.getByText('Fall 2026 it is. We will prepare your file.')).toBeVisible();
  await studentContext.close();
});
