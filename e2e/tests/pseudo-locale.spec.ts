// Every screen in a pseudo-locale (issue 27): with `studypath.pseudoLocale` set, the app shows each
// text of the locale files between ⟦ and ⟧ (web/src/lib/i18n.ts). A visible word outside them
// was written into a screen or sent by the server, and would stay English in French: the test
// fails with it. What may show unmarked is data: what this journey typed (names, a subject, a
// file name), the account's email, and numbers, dates and amounts formatted by Intl.
import type { Page } from '@playwright/test';
import { createVerifiedStudent, sendWithCsrf, signIn } from '../support/accounts.ts';
import { extractLink, waitForEmail } from '../support/mail.ts';
import { E2E_ADMIN } from '../support/constants.ts';
import { signOut } from '../support/navigation.ts';
import {
  answerStudyPathQuiz,
  completeProfile,
  moveStudyPathAsConsultant,
  signInWithCompleteProfile,
} from '../support/study-paths.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 300_000 });

const SUBJECT = 'Intake question';
/** A name no other journey uses: the consultants' lists are filtered to this student. */
const LAST_NAME = 'Quillfeather';
const MESSAGE = 'Which intake suits a nursing diploma?';
const FILE_NAME = 'transcript-pseudo.pdf';
const QUESTION = 'Which intake do you prefer, Ana?';

/** Data the screens show as typed or stored (no locale file could hold it). */
const typedData = [
  ...Object.values(completeProfile),
  'Ana Silva',
  `Ana ${LAST_NAME}`,
  LAST_NAME,
  SUBJECT,
  MESSAGE,
  FILE_NAME,
  QUESTION,
  E2E_ADMIN.email,
  // The language switcher names each language in itself (domain/src/i18n/languages.ts).
  'English',
  'Français',
];

/** Formatted by Intl or made of no words: dates, times, amounts, sizes, counts, phone numbers. */
const formatted = [
  /^[A-Z][a-z]{2} \d{1,2}(, \d{4})?(, \d{1,2}:\d{2}\s?[AP]M)?$/, // Nov 26, 2026, 3:05 PM
  /^[A-Z][a-z]{2} \d{4}$/, // May 2026
  /^[^\p{L}]*$/u, // numbers, signs, amounts
  /^CA\$[\d,.]+$/, // Canadian dollars as Intl writes them in English (the study permit checklist)
  /\S+@\S+\.\S+/, // a person named with their email address (any student on the dashboard)
  /^\p{L}$/u, // an avatar's initial
  /^(PDF|DOCX?|JPE?G|PNG)$/, // a file's type, the same in every language
  /^[0-9a-f]{8}$/, // the audit log's short record ids
  /^\{".*(\}|…)$/, // the audit log's recorded details, a technical record shown as JSON
];

/** Text outside ⟦…⟧ on the page, and placeholders not from the locale files. */
async function unmarkedText(page: Page, allowed: readonly string[] = []): Promise<string[]> {
  const { text, placeholders, title, records } = await page.evaluate(() => ({
    text: document.body.innerText,
    // A record written per language in the domain (the guardian consent text), not a locale text.
    records: [...document.querySelectorAll<HTMLElement>('[data-record]')].flatMap((element) =>
      element.innerText.split('\n'),
    ),
    placeholders: [
      ...document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]'),
    ]
      .filter((input) => input.getClientRects().length > 0)
      .map((input) => input.placeholder),
    title: document.title,
  }));
  let rest = text;
  // Innermost first: a text may hold another (a status inside a sentence).
  for (let previous = ''; previous !== rest;) {
    previous = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, '\n');
  }
  const fragments = rest
    .split(/\n|\t/)
    .map((fragment) => fragment.replace(/^[\s·|:,()–—-]+|[\s·|:,()–—-]+$/g, ''))
    .filter((fragment) => fragment !== '')
    .filter((fragment) => !records.includes(fragment) && !allowed.includes(fragment))
    .filter(
      (fragment) =>
        !typedData.some(
          (data) =>
            data === fragment ||
            (fragment.includes(`${data}`) &&
              data.length > 3 &&
              fragment.replace(data, '').replace(/[^\p{L}]/gu, '') === ''),
        ),
    )
    .filter((fragment) => !formatted.some((pattern) => pattern.test(fragment)));
  const unmarkedPlaceholders = placeholders.filter(
    (p) => p !== '' && !p.startsWith('⟦') && !formatted.some((pattern) => pattern.test(p)),
  );
  const titleProblem = title.startsWith('⟦') ? [] : [`title: ${title}`];
  return [...fragments, ...unmarkedPlaceholders.map((p) => `placeholder: ${p}`), ...titleProblem];
}

async function expectAllMarked(
  page: Page,
  url: string,
  allowed: readonly string[] = [],
): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The screen's data arrives after its frame: wait until nothing is loading.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // A server-rendered screen (the dashboard) shows its heading before the client takes over and
  // titles the tab; on a loaded machine that can come after the network is idle.
  await expect(page).toHaveTitle(/^⟦/);
  expect(
    await unmarkedText(page, allowed),
    `text on ${url} that did not come from the locale files`,
  ).toEqual([]);
}

const turnOn = (page: Page) =>
  page.evaluate(() => localStorage.setItem('studypath.pseudoLocale', 'on'));
const turnOff = (page: Page) =>
  page.evaluate(() => localStorage.removeItem('studypath.pseudoLocale'));

test('every screen shows only texts of the locale files, and data', async ({ page }) => {
  // Set up in English (the journeys' helpers read English), then switch to the pseudo-locale.
  await page.goto('/');
  await turnOn(page);
  for (const url of [
    '/',
    '/login',
    '/register',
    '/forgot-password',
    '/verify-email-sent',
    '/reset-password-sent',
    '/terms-of-service',
    '/privacy-policy',
    '/verify-email',
    '/guardian/consent',
    '/no-such-page',
  ]) {
    await expectAllMarked(page, url);
  }

  await turnOff(page);
  await signInWithCompleteProfile(page, { legalFirstName: 'Ana', legalLastName: LAST_NAME });
  await page.goto('/applications/create');
  const pathId = await answerStudyPathQuiz(page);
  await sendWithCsrf(page.request, 'POST', '/api/messages/threads', {
    subject: SUBJECT,
    content: MESSAGE,
  });
  // The consultant asks for documents, which opens the upload.
  await moveStudyPathAsConsultant(pathId, 'docs_needed');
  await page.goto('/documents');
  await page.locator('input[type="file"]').setInputFiles({
    name: FILE_NAME,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText(FILE_NAME).first()).toBeVisible();

  await turnOn(page);
  for (const url of [
    '/dashboard',
    '/profile',
    '/profile/edit',
    '/documents',
    '/messages',
    '/applications',
    `/application/${pathId}`,
    `/application/${pathId}/payment`,
    '/pre-admission',
    '/account/privacy',
  ]) {
    await expectAllMarked(page, url);
  }

  await turnOff(page);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: string };
  await page.goto('/dashboard');
  await signOut(page);
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, E2E_ADMIN);
  await sendWithCsrf(page.request, 'POST', '/api/admin/info-requests', {
    userId: me.id,
    applicationId: pathId,
    questions: [{ id: 'q1', question: QUESTION, required: true }],
  });
  // Q&A Requests has no search (part 2 §2): its list, read from the server, is cut to this student.
  await page.route(/\/api\/admin\/info-requests(\?|$)/, async (route) => {
    const response = await route.fetch();
    const requests = (await response.json()) as { userId: string }[];
    await route.fulfill({ response, json: requests.filter((item) => item.userId === me.id) });
  });
  await turnOn(page);
  for (const url of [
    // Other journeys' students share the database: the lists are searched for this one.
    '/admin',
    `/admin/applications?search=${LAST_NAME}`,
    `/admin/applications/${pathId}`,
    `/admin/users?search=${LAST_NAME}`,
    `/admin/documents?search=${LAST_NAME}`,
    `/admin/messages?search=${LAST_NAME}`,
    '/admin/info-requests',
    `/admin/audit?search=${LAST_NAME}`,
    '/admin/settings',
  ]) {
    await expectAllMarked(page, url);
  }
  await turnOff(page);
});

test("a guardian's screens show only texts of the locale files, and data", async ({
  page,
  browser,
}) => {
  const guardianEmail = `guardian-${Date.now().toString(36)}@e2e.studypath.test`;
  const student = await createVerifiedStudent(page);
  await signIn(page, student);
  const since = new Date();
  const birth = new Date();
  birth.setUTCFullYear(birth.getUTCFullYear() - 16);
  await sendWithCsrf(page.request, 'PUT', '/api/user/profile', {
    ...completeProfile,
    dateOfBirth: birth.toISOString().slice(0, 10),
    guardianName: 'Rania Silva',
    guardianRelation: 'mother',
    guardianEmail,
    guardianPhone: '+5511987654321',
  });
  const mail = await waitForEmail(guardianEmail, { subjectIncludes: 'consent', since });
  const link = extractLink(mail, '/guardian/consent');

  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const guardian = await context.newPage();
  await guardian.goto(link);
  // The consent statement is part of the record (the radio's description), read in English first.
  const statement = await guardian.getByText(/I am the parent or legal guardian of/).innerText();
  await turnOn(guardian);
  await expectAllMarked(guardian, link, [statement, 'Rania Silva', guardianEmail]);

  // The decision and the account through the screens, then the guardian area.
  await turnOff(guardian);
  await guardian.goto(link);
  await guardian.getByLabel('Your full name').fill('Rania Silva');
  await guardian.getByRole('radio', { name: 'I consent' }).check();
  await guardian.getByRole('button', { name: 'Submit my decision' }).click();
  await guardian.getByLabel('Password', { exact: true }).fill('e2e-guardian-password-1');
  await guardian.getByLabel('Confirm Password').fill('e2e-guardian-password-1');
  await guardian.getByRole('button', { name: 'Create account' }).click();
  await expect(guardian).toHaveURL(/\/guardian(\?|$)/, { timeout: 15_000 });
  await turnOn(guardian);
  await expectAllMarked(guardian, '/guardian', [guardianEmail]);
  await expectAllMarked(guardian, '/account/privacy', [guardianEmail]);
  await context.close();
});
