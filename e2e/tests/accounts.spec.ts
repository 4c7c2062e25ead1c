import {
  createVerifiedStudent,
  RESET_PASSWORD_SUBJECT,
  signIn,
  submitRegistrationForm,
  uniqueStudentEmail,
  VERIFY_EMAIL_SUBJECT,
} from '../support/accounts.ts';
import { extractLink, waitForEmail } from '../support/mail.ts';
import { openNavigation, signOut } from '../support/navigation.ts';
import { expect, test } from '../support/test.ts';

/** The link as a path on the app under test (the email carries the server's APP_URL). */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

test.describe('accounts', () => {
  test('a student registers, verifies the email from the link, signs in and reaches the dashboard', async ({
    page,
  }) => {
    const email = uniqueStudentEmail('register');
    const password = 'a-good-long-password';
    const since = new Date();

    await submitRegistrationForm(page, { email, password });

    await expect(page.getByText('Registration successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/verify-email-sent$/);
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    const first = await waitForEmail(email, { subjectIncludes: VERIFY_EMAIL_SUBJECT, since });

    // The first email went astray: the page sends another to the address just registered.
    const resentSince = new Date();
    await page.getByRole('button', { name: 'Send the verification email again' }).click();
    await expect(
      page.getByText(
        'If that email belongs to an account waiting for verification, we have sent a new verification link.',
      ),
    ).toBeVisible();
    const mail = await waitForEmail(email, {
      subjectIncludes: VERIFY_EMAIL_SUBJECT,
      since: resentSince,
    });
    expect(mail.file).not.toBe(first.file);
    expect(extractLink(mail, '/verify-email')).not.toBe(extractLink(first, '/verify-email'));

    // Not verified yet: the login says so instead of letting the student in, and offers the
    // email again.
    await page.getByRole('link', { name: 'Back to Sign In' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByText('Please check your email to verify your account before logging in.').first(),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Send the verification email again' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto(pathOf(extractLink(mail, '/verify-email')));
    await expect(page.getByText('Email Verified')).toBeVisible();
    // The page moves on to sign-in by itself after 3 seconds.
    await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

    await signIn(page, { email, password });
    await expect(page).toHaveURL(/\/dashboard$/);
    const navigation = await openNavigation(page);
    await expect(navigation.getByText(email)).toBeVisible();
    await expect(navigation.getByText('Student Account', { exact: true })).toBeVisible();
  });

  test('a verification link opened again says the email is already verified, with a sign-in button', async ({
    page,
    request,
  }) => {
    const email = uniqueStudentEmail('relink');
    const since = new Date();
    const csrf = (await (await request.get('/api/csrf-token')).json()) as { csrfToken: string };
    const registered = await request.post('/api/auth/register', {
      headers: { 'X-CSRF-Token': csrf.csrfToken },
      data: {
        email,
        password: 'a-good-long-password',
        confirmPassword: 'a-good-long-password',
        acceptTerms: true,
        acceptPrivacy: true,
      },
    });
    expect(registered.status()).toBe(201);
    const link = pathOf(
      extractLink(
        await waitForEmail(email, { subjectIncludes: VERIFY_EMAIL_SUBJECT, since }),
        '/verify-email',
      ),
    );

    await page.goto(link);
    await expect(page.getByText('Email Verified')).toBeVisible();
    await page.getByRole('link', { name: 'Sign in now' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto(link);
    await expect(page.getByText('Your email is already verified')).toBeVisible();
    await expect(page.getByText('Verification Failed')).toBeHidden();
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a forgotten password is replaced through the emailed link; the old one stops working', async ({
    page,
  }) => {
    const student = await createVerifiedStudent(page);
    const newPassword = 'a-brand-new-password';
    const since = new Date();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The address changes before the page's code has arrived, and the sign-in form (with its own
    // Email field) stays on screen until then: fill the field once the new page is there.
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    await page.getByLabel('Email').fill(student.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Email sent!')).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password-sent$/);
    await expect(page.getByText('The reset link expires in 1 hour.')).toBeVisible();

    const mail = await waitForEmail(student.email, {
      subjectIncludes: RESET_PASSWORD_SUBJECT,
      since,
    });
    const resetLink = pathOf(extractLink(mail, '/reset-password'));
    await page.goto(resetLink);
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Password reset successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // The old password is refused...
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // ...the new one lets the student in...
    await signIn(page, { email: student.email, password: newPassword });
    await expect(page).toHaveURL(/\/dashboard$/);

    // ...and the spent link cannot set another password.
    await signOut(page);
    await expect(page).toHaveURL(/\/$/);
    await page.goto(resetLink);
    await page.getByLabel('New Password').fill('yet-another-password');
    await page.getByLabel('Confirm Password').fill('yet-another-password');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Reset failed')).toBeVisible();
    await expect(page.getByText('The reset link is invalid or has expired.')).toBeVisible();
  });
});
