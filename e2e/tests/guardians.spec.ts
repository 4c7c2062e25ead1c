// Guardians (issue 26): a 16-year-old registers and names a guardian, is refused a study path
// until the guardian consents, the guardian opens the email and consents, and the student starts
// the path. Every new screen is scanned (axe, layout) on the laptop and on the phone.
import type { Browser, Page } from '@playwright/test';
import { createVerifiedStudent, sendWithCsrf, signIn } from '../support/accounts.ts';
import { extractLink, waitForEmail } from '../support/mail.ts';
import { answerStudyPathQuiz } from '../support/study-paths.ts';
import { expect, test } from '../support/test.ts';
import { randomUUID } from 'node:crypto';

test.describe.configure({ timeout: 180_000 });

/** 'YYYY-MM-DD' of the day `years` ago. */
function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

/** A complete profile of a 16-year-old who names their mother as guardian. */
function minorProfile(guardianEmail: string) {
  return {
    legalFirstName: 'Lina',
    legalLastName: 'Haddad',
    dateOfBirth: yearsAgo(16),
    gender: 'female',
    nationality: 'Lebanon',
    country: 'Lebanon',
    phoneNumber: '+96171123456',
    pathway: 'college_current',
    collegeName: 'Humber College',
    collegeProgram: 'Practical Nursing',
    collegeLevel: 'diploma',
    collegeYear: '2nd_year',
    academicGrade: '88%',
    englishLevel: 'advanced',
    englishTestType: 'ielts',
    englishTestScore: '7.5',
    careerGoals: 'Registered nurse in Ontario',
    guardianName: 'Rania Haddad',
    guardianRelation: 'mother',
    guardianEmail,
    guardianPhone: '+96171654321',
  };
}

async function guardianBrowser(browser: Browser, page: Page): Promise<Page> {
  const viewport = page.viewportSize() ?? undefined;
  const context = await browser.newContext({ viewport, baseURL: new URL(page.url()).origin });
  return context.newPage();
}

test('a 16-year-old waits for their guardian’s consent, then starts a study path @phone', async ({
  page,
  browser,
  scanScreen,
}) => {
  const guardianEmail = `guardian-${randomUUID().slice(0, 8)}@e2e.studypath.test`;
  const student = await createVerifiedStudent(page);
  await signIn(page, student);
  const since = new Date();
  await sendWithCsrf(page.request, 'PUT', '/api/user/profile', minorProfile(guardianEmail));

  // The dashboard says what is waiting and what the student can do about it.
  await page.goto('/dashboard');
  const card = page.getByRole('alert').filter({ hasText: "Waiting for your guardian's consent" });
  await expect(card).toBeVisible();
  await expect(page.getByText(`We emailed ${guardianEmail}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change guardian email' })).toBeVisible();
  await scanScreen(page);

  // A study path waits for the guardian.
  await page.goto('/applications/create');
  await expect(page.getByText("Your guardian's consent is needed")).toBeVisible();
  await scanScreen(page);

  // The guardian's email names the student and links to the consent page.
  const mail = await waitForEmail(guardianEmail, { subjectIncludes: 'needs your consent', since });
  expect(mail.subject).toBe('Lina Haddad needs your consent to use StudyPath');
  expect(mail.text).toContain('application documents 7 years');
  const link = extractLink(mail, '/guardian/consent');

  const guardian = await guardianBrowser(browser, page);
  await guardian.goto(link);
  await expect(
    guardian.getByRole('heading', { name: 'Consent for a student under 18' }),
  ).toBeVisible();
  await expect(guardian.getByText('Lina Haddad has an account on StudyPath').first()).toBeVisible();
  await scanScreen(guardian);
  await guardian.getByLabel('Your full name').fill('Rania Haddad');
  await guardian.getByRole('radio', { name: 'I consent' }).check();
  await guardian.getByRole('button', { name: 'Submit my decision' }).click();
  await expect(
    guardian.getByRole('heading', { name: 'Thank you: your consent is recorded' }),
  ).toBeVisible();
  await scanScreen(guardian);

  // The same link cannot be used twice.
  await guardian.goto(link);
  await expect(guardian.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await scanScreen(guardian);

  // The student may start the path now.
  await page.goto('/dashboard');
  await expect(page.getByText(`We emailed ${guardianEmail}`)).toHaveCount(0);
  await page.goto('/applications/create');
  await expect(page.getByText("Your guardian's consent is needed")).toHaveCount(0);
  await answerStudyPathQuiz(page);
  await guardian.context().close();
});
