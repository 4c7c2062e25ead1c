// Issue 28: each study path's document checklist, derived from Canada's rules. An adult going to
// an Ontario college sees the provincial attestation letter and the money to show, which follows
// the family coming along; the consultant sees the same checklist. A 16-year-old going to Quebec
// sees the CAQ and the custodian declaration, and no PAL; the custodian question is answered on
// its item. (Reviewing uploads and waiving items come with the next part of the issue.)
import type { Page } from '@playwright/test';
import { sendWithCsrf, signIn } from '../support/accounts.ts';
import { E2E_ADMIN } from '../support/constants.ts';
import { signOut } from '../support/navigation.ts';
import {
  answerStudyPathQuiz,
  completeProfile,
  signInWithCompleteProfile,
} from '../support/study-paths.ts';
import { expect, test } from '../support/test.ts';

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

test('a 16-year-old going to Quebec sees the CAQ and the custodian declaration, and no PAL', async ({
  page,
}) => {
  await signInWithCompleteProfile(page, { legalFirstName: 'Léa', legalLastName: 'Bouchard' });
  await page.goto('/applications/create');
  const pathId = await answerStudyPathQuiz(page, {
    level: /^Diploma/,
    coop: null,
    province: /^Quebec/,
    budget: /^\$15,000 - \$25,000/,
  });
  // The path started when the profile said 26; the student then gives their real birth date (a
  // minor names a guardian, as the profile asks).
  await sendWithCsrf(page.request, 'PUT', '/api/user/profile', {
    ...completeProfile,
    legalFirstName: 'Léa',
    legalLastName: 'Bouchard',
    dateOfBirth: yearsAgo(16),
    guardianName: 'Nadia Bouchard',
    guardianRelation: 'mother',
    guardianEmail: `guardian-${Date.now().toString(36)}@e2e.studypath.test`,
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
});
