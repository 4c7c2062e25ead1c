// The pre-admission resources (spec part 2 §2): a student reaches them from the navigation, finds
// the self-assessment checklists and STEM readiness tests marked coming soon, and choosing a
// readiness test answers 'Coming Soon!'.
import { createVerifiedStudent, signIn } from '../support/accounts.ts';
import { openNavigation } from '../support/navigation.ts';
import { expect, test } from '../support/test.ts';

test('a student opens the pre-admission resources and tries a readiness test', async ({ page }) => {
  const student = await createVerifiedStudent(page);
  await signIn(page, student);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const navigation = await openNavigation(page);
  await navigation.getByRole('link', { name: 'Pre-Admission' }).click();
  await expect(page).toHaveURL(/\/pre-admission$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pre-Admission' })).toBeVisible();

  const checklists = page.getByRole('region', { name: 'Self-Assessment Checklists' });
  const tests = page.getByRole('region', { name: 'STEM Readiness Tests' });
  await expect(checklists.getByRole('article')).toHaveCount(4);
  await expect(checklists.getByText('Coming Soon', { exact: true })).toHaveCount(4);
  await expect(tests.getByRole('article')).toHaveCount(4);
  await expect(tests.getByText('Coming Soon', { exact: true })).toHaveCount(4);

  await tests.getByRole('button', { name: 'Start Test: Science Readiness Test' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Coming Soon!' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Science Readiness Test');
  await expect(toast).toBeHidden({ timeout: 8_000 });
});
