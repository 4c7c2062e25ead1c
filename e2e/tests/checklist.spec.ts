// Issue 28: each study path's document checklist, derived from Canada's rules. An adult going to
// an Ontario college sees the provincial attestation letter and the money to show, which follows
// the family coming along; the consultant sees the same checklist. A 16-year-old going to Quebec
// sees the CAQ and the custodian declaration, and no PAL; the custodian question is answered on
// its item. Once the guardian consents and the consultant asks for documents, the student uploads
// the passport from its item; the consultant sees it waiting for review, accepts it and waives the
// photo with a reason; the student reads both, and the email. Scanned (axe, layout) on the laptop
// and at 360 px.
import type { Browser, Page } from '@playwright/test';
import { sendWithCsrf, signIn } from '../support/accounts.ts';
import { E2E_ADMIN } from '../support/constants.ts';
import { extractLink, waitForEmail } from '../support/mail.ts';
import { signOut } from '../support/navigation.ts';
import {
  answerStudyPathQuiz,
  completeProfile,
  moveStudyPathAsConsultant,
  signInWithCompleteProfile,
} from '../support/study-paths.ts';
import { expect, test } from '../support/test.ts';

/** A minimal, valid one-page PDF: what the passport scan is in this journey. */
const passportPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The guardian consents from the email's link, in a browser of their own. */
async function guardianConsents(browser: Browser, page: Page, guardianEmail: string, since: Date) {
  const mail = await waitForEmail(guardianEmail, { subjectIncludes: 'needs your consent', since });
  const context = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    baseURL: new URL(page.url()).origin,
  });
  const guardian = await context.newPage();
  await guardian.goto(extractLink(mail, '/guardian/consent'));
  await guardian.getByLabel('Your full name').fill('Nadia Bouchard');
  await guardian.getByRole('radio', { name: 'I consent' }).check();
  await guardian.getByRole('button', { name: 'Submit my decision' }).click();
  await expect(
    guardian.getByRole('heading', { name: 'Thank you: your consent is recorded' }),
  ).toBeVisible();
  await context.close();
}

test.describe.configure({ timeout: 180_000 });

const checklistOf = (page: Page) => page.getByRole('region', { name: 'Document checklist' });
const item = (page: Page, title: string) =>
  checklistOf(page).getByRole('article', { name: title, exact: true });

/** 'YYYY-MM-DD' of the day `years` ago. */
function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

test('an adult going to an Ontario college sees the PAL and the money to show, for the family too', async ({
  page,
}) => {
  await signInWithCompleteProfile(page, { legalFirstName: 'Ravi', legalLastName: 'Menon' });
  await page.goto('/applications/create');
  const pathId = await answerStudyPathQuiz(page, {
    level: /^Diploma/,
    coop: null,
    province: /^Ontario/,
    budget: /^\$15,000 - \$25,000/,
  });

  const checklist = checklistOf(page);
  await expect(item(page, 'Provincial attestation letter (PAL)')).toBeVisible();
  await expect(item(page, 'Passport')).toContainText('To do');
  await expect(item(page, 'Quebec acceptance certificate (CAQ)')).toHaveCount(0);
  // Nothing is done yet: the bar is empty (its filled part has no width) and says so.
  await expect(checklist.getByRole('progressbar', { name: 'Checklist progress' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(checklist).toContainText(/0 of \d+ done/);
  const funds = item(page, 'Proof of financial support');
  // $25,000 of tuition (the budget's top), CA$22,895 to live outside Quebec, CA$2,000 of travel.
  await expect(funds).toContainText('Amount to show: CA$49,895');
  await expect(funds.getByRole('link', { name: /Source: canada\.ca/ }).first()).toHaveAttribute(
    'target',
    '_blank',
  );

  await funds
    .getByRole('textbox', { name: 'How many family members will come with you?' })
    .fill('2');
  await funds.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Answer saved' })).toBeVisible();
  // Three people: CA$35,040 to live and CA$6,000 of travel.
  await expect(funds).toContainText('Amount to show: CA$66,040');
  await expect(checklist).toContainText('2 family members');

  // The consultant's page shows the same checklist, with the student's answer.
  await signOut(page);
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, E2E_ADMIN);
  await page.goto(`/admin/applications/${pathId}`);
  await expect(item(page, 'Provincial attestation letter (PAL)')).toBeVisible();
  await expect(item(page, 'Proof of financial support')).toContainText('Amount to show: CA$66,040');
  await expect(checklistOf(page)).toContainText('2 family members');
});

test('a 16-year-old going to Quebec sees the CAQ and the custodian declaration, uploads the passport, and the consultant reviews @phone', async ({
  page,
  browser,
  scanScreen,
}) => {
  const student = await signInWithCompleteProfile(page, {
    legalFirstName: 'Léa',
    legalLastName: 'Bouchard',
  });
  await page.goto('/applications/create');
  const pathId = await answerStudyPathQuiz(page, {
    level: /^Diploma/,
    coop: null,
    province: /^Quebec/,
    budget: /^\$15,000 - \$25,000/,
  });
  // The path started when the profile said 26; the student then gives their real birth date (a
  // minor names a guardian, as the profile asks).
  const guardianEmail = `guardian-${Date.now().toString(36)}@e2e.studypath.test`;
  const since = new Date();
  await sendWithCsrf(page.request, 'PUT', '/api/user/profile', {
    ...completeProfile,
    legalFirstName: 'Léa',
    legalLastName: 'Bouchard',
    dateOfBirth: yearsAgo(16),
    guardianName: 'Nadia Bouchard',
    guardianRelation: 'mother',
    guardianEmail,
    guardianPhone: '+5511987654321',
  });
  await page.goto(`/application/${pathId}`);

  await expect(item(page, 'Quebec acceptance certificate (CAQ)')).toBeVisible();
  await expect(item(page, 'Provincial attestation letter (PAL)')).toHaveCount(0);
  const custodian = item(page, 'Custodian declaration (IMM 5646)');
  await expect(custodian).toContainText('The portal cannot know whether this is needed');
  await custodian
    .getByRole('radiogroup', { name: 'Will a parent or legal guardian come to Canada with you?' })
    .getByRole('radio', { name: 'No' })
    .check();
  await custodian.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Answer saved' })).toBeVisible();
  // Coming alone: the declaration is needed, no longer a question.
  await expect(custodian).not.toContainText('The portal cannot know whether this is needed');
  await expect(custodian).toContainText('To do');
  await scanScreen(page);

  // The guardian consents (a minor uploads nothing before), and the consultant asks for documents.
  await guardianConsents(browser, page, guardianEmail, since);
  await moveStudyPathAsConsultant(pathId, 'docs_needed');

  // The student uploads the passport from its item.
  await page.goto(`/application/${pathId}`);
  const passport = item(page, 'Passport');
  const chooser = page.waitForEvent('filechooser');
  await passport.getByRole('button', { name: 'Upload document: Passport' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'lea-passport.pdf',
    mimeType: 'application/pdf',
    buffer: passportPdf,
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Document uploaded!' })).toBeVisible();
  await expect(passport).toContainText('Uploaded: lea-passport.pdf');
  await expect(passport.getByText('Uploaded', { exact: true })).toBeVisible();
  await scanScreen(page);

  // The consultant finds it waiting for review, accepts it and waives the photo with a reason.
  await signOut(page);
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin');
  await expect(
    page.locator(`a[href="/admin/applications/${pathId}"]`, {
      hasText: 'Open study path',
    }),
  ).toBeVisible();
  await page.goto(`/admin/applications/${pathId}`);
  const reviewed = item(page, 'Passport');
  await reviewed.getByRole('button', { name: 'Accept: Passport' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Item accepted' })).toBeVisible();
  await expect(reviewed).toContainText('Accepted on');
  const photo = item(page, 'Photo');
  await photo.getByRole('button', { name: 'Mark as not needed: Photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as not needed: Photo' });
  await dialog.getByLabel('Reason').fill('Your biometrics appointment takes the photo.');
  await scanScreen(page);
  await dialog.getByRole('button', { name: 'Mark as not needed' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Marked as not needed' })).toBeVisible();
  await expect(photo).toContainText('Not needed: Your biometrics appointment takes the photo.');
  await scanScreen(page);

  // The Study Paths table shows the path's completion.
  await page.goto(`/admin/applications?search=${encodeURIComponent(student.email)}`);
  await expect(page.getByText(/^2\/\d+$/).first()).toBeVisible();

  // The student reads both decisions, and the email about the passport.
  const accepted = await waitForEmail(student.email, {
    subjectIncludes: 'accepted a document: Passport',
    since,
  });
  expect(accepted.text).toContain(`/application/${pathId}`);
  await signOut(page);
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, student);
  await page.goto(`/application/${pathId}`);
  await expect(item(page, 'Passport').getByText('Accepted', { exact: true })).toBeVisible();
  await expect(item(page, 'Photo')).toContainText(
    'Not needed: Your biometrics appointment takes the photo.',
  );
  await expect(checklistOf(page)).toContainText(/2 of \d+ done/);
  await expect(page.getByText('Checklist item accepted: Passport')).toBeVisible();
  await scanScreen(page);
});
