// "Delete my account" (issue 30): a student schedules their account's deletion on the Privacy &
// data page with their password and the typed word, and is emailed; signing in again during the
// 30 days offers to cancel it, and cancelling keeps the account (emailed too). Each new screen
// state is scanned (axe, layout).
import { createVerifiedStudent, signIn } from '../support/accounts.ts';
import { waitForEmail } from '../support/mail.ts';
import { signOut } from '../support/navigation.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 90_000 });

test('a student schedules the deletion of their account, signs in again and cancels it', async ({
  page,
  scanScreen,
}) => {
  const student = await createVerifiedStudent(page);
  await signIn(page, student);
  const since = new Date();

  await page.goto('/account/privacy');
  const section = page.getByRole('region', { name: 'Delete my account' });
  await expect(section.getByText('What is removed')).toBeVisible();
  await expect(section.getByText('What is kept, and until when')).toBeVisible();
  await expect(section.getByText('You have no application documents to keep.')).toBeVisible();
  const submit = section.getByRole('button', { name: 'Delete my account' });
  await expect(submit).toBeDisabled();
  await section.getByRole('textbox', { name: 'Password', exact: true }).fill(student.password);
  await section.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
  await submit.click();

  await expect(page.getByText('Deletion scheduled', { exact: true })).toBeVisible();
  await expect(section.getByText(/^Your account will be deleted on /)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Cancel deletion' })).toBeVisible();
  await scanScreen(page);
  await waitForEmail(student.email, { subjectIncludes: 'will be deleted on', since });

  // Signing in again does not cancel it: the portal asks.
  await signOut(page);
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, student);
  const notice = page.getByRole('dialog', { name: 'Your account is scheduled for deletion' });
  await expect(notice).toBeVisible();
  await expect(notice.getByText('Signing in does not cancel it.', { exact: false })).toBeVisible();
  await scanScreen(page);
  await notice.getByRole('button', { name: 'Cancel deletion' }).click();

  await expect(page.getByText('Deletion cancelled', { exact: true })).toBeVisible();
  await expect(notice).toBeHidden();
  await waitForEmail(student.email, { subjectIncludes: 'will not be deleted', since });

  // The page offers the deletion again, and the next sign-in asks nothing.
  await page.goto('/account/privacy');
  await expect(
    page
      .getByRole('region', { name: 'Delete my account' })
      .getByRole('button', { name: 'Delete my account' }),
  ).toBeVisible();
  await signOut(page);
  // Signing out ends on the landing page; a sign-in started before would be cut off by it.
  await expect(page).toHaveURL(/\/$/);
  const stateRead = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/privacy/deletion',
  );
  await signIn(page, student);
  expect((await stateRead).ok()).toBe(true);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
