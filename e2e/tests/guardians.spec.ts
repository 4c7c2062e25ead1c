// Guardians (issue 26): a 16-year-old registers and names a guardian, is refused a study path
// until the guardian consents; the guardian opens the email, consents and creates an account; the
// student starts the path, the guardian sees it, gets the status email when the consultant moves
// it, and pays for a package on the student's behalf. Every new screen is scanned (axe, layout)
// on the laptop and on the phone.
import type { Browser, Page } from '@playwright/test';
import { createVerifiedStudent, sendWithCsrf, signIn } from '../support/accounts.ts';
import { E2E_ADMIN } from '../support/constants.ts';
import { extractLink, waitForEmail } from '../support/mail.ts';
import {
  answerStudyPathQuiz,
  completeProfile,
  moveStudyPathAsConsultant,
} from '../support/study-paths.ts';
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
    ...completeProfile,
    legalFirstName: 'Lina',
    legalLastName: 'Haddad',
    dateOfBirth: yearsAgo(16),
    guardianName: 'Rania Haddad',
    guardianRelation: 'mother',
    guardianEmail,
    guardianPhone: '+5511987654321',
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

  // The consent's link makes the guardian's account: the address is proven by it.
  await expect(
    guardian.getByRole('heading', { name: 'Create your guardian account' }),
  ).toBeVisible();
  await guardian.getByLabel('Password', { exact: true }).fill(GUARDIAN_PASSWORD);
  await guardian.getByLabel('Confirm Password').fill(GUARDIAN_PASSWORD);
  await guardian.getByRole('button', { name: 'Create account' }).click();
  await expect(guardian).toHaveURL(/\/guardian(\?|$)/, { timeout: 15_000 });
  await expect(guardian.getByText('Your consent is recorded')).toBeVisible();
  await expect(guardian.getByText('Lina Haddad has not started a study path yet.')).toBeVisible();
  await scanScreen(guardian);

  // The same link cannot be used twice.
  await guardian.goto(link);
  await expect(guardian.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();

  // The student may start the path now.
  await page.goto('/dashboard');
  await expect(page.getByText(`We emailed ${guardianEmail}`)).toHaveCount(0);
  await page.goto('/applications/create');
  await expect(page.getByText("Your guardian's consent is needed")).toHaveCount(0);
  const pathId = await answerStudyPathQuiz(page);

  // The guardian follows it, read-only.
  await guardian.goto('/guardian');
  const studyPaths = guardian.getByRole('region', { name: 'Study paths' });
  await expect(studyPaths.getByText('New', { exact: true }).first()).toBeVisible();

  // The consultant moves the path on: the guardian gets the status email too.
  const movedAt = new Date();
  await moveStudyPathAsConsultant(pathId, 'find_program');
  const statusMail = await waitForEmail(guardianEmail, {
    subjectIncludes: "Lina Haddad's study path is now",
    since: movedAt,
  });
  expect(statusMail.subject).toBe("Lina Haddad's study path is now: Find the Program");
  expect(statusMail.text).toContain('as their guardian');

  // The guardian pays for a package on the student's behalf; the receipt comes to them.
  await guardian.reload();
  await expect(studyPaths.getByText('Find the Program', { exact: true }).first()).toBeVisible();
  const paidAt = new Date();
  await guardian.getByRole('combobox', { name: 'Package' }).click();
  await guardian.getByRole('option', { name: /^Standard/ }).click();
  await guardian.getByRole('button', { name: 'Continue to payment' }).click();
  await guardian.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await guardian.getByRole('textbox', { name: 'Expiry date' }).fill('12/34');
  await guardian.getByRole('textbox', { name: 'Security code' }).fill('123');
  await scanScreen(guardian);
  await guardian.getByRole('button', { name: /^Pay / }).click();
  await expect(
    guardian.getByText('Payment received. The receipt was emailed to you.'),
  ).toBeVisible();
  const receipt = await waitForEmail(guardianEmail, { subjectIncludes: 'receipt', since: paidAt });
  expect(receipt.text).toContain('Paid by: Rania Haddad (guardian)');
  await scanScreen(guardian);

  // The student sees who follows them (ending it waits until they are 18).
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Guardian access' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^End access/ })).toHaveCount(0);

  // A sibling names the same guardian: the guardian, signed in, consents and links them too.
  const siblingPage = await guardianBrowser(browser, page);
  const sibling = await createVerifiedStudent(siblingPage);
  await signIn(siblingPage, sibling);
  const siblingSince = new Date();
  await sendWithCsrf(siblingPage.request, 'PUT', '/api/user/profile', {
    ...minorProfile(guardianEmail),
    legalFirstName: 'Karim',
  });
  await siblingPage.context().close();
  const siblingMail = await waitForEmail(guardianEmail, {
    subjectIncludes: 'Karim Haddad needs your consent',
    since: siblingSince,
  });
  const siblingLink = extractLink(siblingMail, '/guardian/consent');
  await guardian.goto(siblingLink);
  await guardian.getByLabel('Your full name').fill('Rania Haddad');
  await guardian.getByRole('radio', { name: 'I consent' }).check();
  await guardian.getByRole('button', { name: 'Submit my decision' }).click();
  await expect(guardian.getByRole('link', { name: 'Sign in to link' })).toBeVisible();
  await guardian.goto(`/guardian/link?token=${new URL(siblingLink).searchParams.get('token')}`);
  await expect(guardian.getByText('Karim Haddad is now linked to your account.')).toBeVisible();
  await scanScreen(guardian);
  await guardian.goto('/guardian');
  await expect(guardian.getByRole('combobox', { name: 'Student' })).toBeVisible();
  await scanScreen(guardian);
  await guardian.goto(`/guardian?student=${await linkedStudentId(guardian, 'Lina Haddad')}`);
  await expect(studyPaths.getByText('Find the Program', { exact: true }).first()).toBeVisible();

  // The guardian withdraws consent: the gate closes again, nothing is deleted.
  await guardian.getByRole('button', { name: 'Withdraw consent' }).click();
  const withdrawDialog = guardian.getByRole('dialog', { name: 'Withdraw your consent?' });
  await expect(withdrawDialog).toBeVisible();
  await scanScreen(guardian);
  await withdrawDialog.getByRole('button', { name: 'Withdraw consent' }).click();
  await expect(
    guardian.getByText(
      'Consent withdrawn: Lina Haddad cannot start a study path, upload documents or pay',
    ),
  ).toBeVisible();
  await expect(studyPaths.getByText('Find the Program', { exact: true }).first()).toBeVisible();
  await guardian.context().close();

  // The consultant sees the record on the student's account.
  const consultant = await guardianBrowser(browser, page);
  await signIn(consultant, E2E_ADMIN);
  await consultant.goto('/admin/users');
  await consultant.getByRole('searchbox', { name: 'Search' }).fill(student.email);
  await expect(consultant.getByRole('row')).toHaveCount(2);
  await consultant.getByRole('button', { name: `View ${student.email}` }).click();
  const details = consultant.getByRole('dialog', { name: 'User Details' });
  await expect(details.getByText('Minor (under 18)')).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Guardian consent' })).toBeVisible();
  await expect(details.getByText('Withdrawn by Rania Haddad', { exact: false })).toBeVisible();
  await scanScreen(consultant);
  await consultant.context().close();
});

const GUARDIAN_PASSWORD = 'e2e-guardian-password-1';

/** The id of the linked student named `name`, as the guardian's own list gives it. */
async function linkedStudentId(guardian: Page, name: string): Promise<string> {
  const res = await guardian.request.get('/api/guardian/students');
  expect(res.ok()).toBe(true);
  const { students } = (await res.json()) as {
    students: { studentId: string; studentName: string }[];
  };
  const found = students.find((student) => student.studentName === name);
  expect(found, `${name} is linked`).toBeTruthy();
  return found?.studentId ?? '';
}
