// Accounts for journeys that need a signed-in student: created through the real API (register,
// then the link from the verification email), so they exist exactly as a user's would.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomClientAddress } from './client-address.ts';
import { extractLink, waitForEmail } from './mail.ts';

export interface StudentCredentials {
  email: string;
  password: string;
}

/** The subjects the server's templates use (server/src/features/email/templates). */
export const VERIFY_EMAIL_SUBJECT = 'Verify your email address';
export const RESET_PASSWORD_SUBJECT = 'Reset your StudyPath password';

export const DEFAULT_STUDENT_PASSWORD = 'e2e-student-password-1';

/** A fresh address per call, so journeys never share an account. */
export function uniqueStudentEmail(label = 'student'): string {
  return `${label}-${randomUUID().slice(0, 8)}@e2e.studypath.test`;
}

async function csrfToken(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/csrf-token');
  expect(res.ok(), `GET /api/csrf-token answered ${res.status()}`).toBe(true);
  const body = (await res.json()) as { csrfToken: string };
  return body.csrfToken;
}

/** A state-changing call as the web app makes it: a fresh CSRF token in X-CSRF-Token. */
export async function postWithCsrf(
  request: APIRequestContext,
  url: string,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<void> {
  const res = await request.post(url, {
    data,
    headers: { ...headers, 'X-CSRF-Token': await csrfToken(request) },
  });
  expect(res.ok(), `POST ${url} answered ${res.status()}: ${await res.text()}`).toBe(true);
}

/** A change in any method, as the web app makes it: a fresh CSRF token in X-CSRF-Token. */
export async function sendWithCsrf(
  request: APIRequestContext,
  method: 'PUT' | 'POST' | 'PATCH',
  url: string,
  data: unknown,
): Promise<void> {
  const res = await request.fetch(url, {
    method,
    data,
    headers: { 'X-CSRF-Token': await csrfToken(request) },
  });
  expect(res.ok(), `${method} ${url} answered ${res.status()}: ${await res.text()}`).toBe(true);
}

/**
 * Registers a student through POST /api/auth/register, reads the verification email the server
 * sent and spends its token with POST /api/auth/verify-email. Returns the credentials; the
 * account can sign in at once (use `signIn`). Not signed in afterwards.
 *
 * Pass the `page` (its `page.request` shares the browser's cookies, which is harmless: no session
 * is created) or a standalone `request` fixture. Email defaults to a unique address, password to
 * DEFAULT_STUDENT_PASSWORD.
 */
export async function createVerifiedStudent(
  target: Page | APIRequestContext,
  {
    email = uniqueStudentEmail(),
    password = DEFAULT_STUDENT_PASSWORD,
  }: Partial<StudentCredentials> = {},
): Promise<StudentCredentials> {
  const request = 'request' in target ? target.request : target;
  const since = new Date();
  // Each student registers from an address of their own, as real ones do: the server trusts
  // X-Forwarded-For from loopback in the e2e run (playwright.config.ts), so the per-address
  // registration limit (10 an hour) counts each journey's student, not the whole suite.
  await postWithCsrf(
    request,
    '/api/auth/register',
    { email, password, confirmPassword: password, acceptTerms: true, acceptPrivacy: true },
    { 'X-Forwarded-For': randomClientAddress() },
  );
  const mail = await waitForEmail(email, { subjectIncludes: VERIFY_EMAIL_SUBJECT, since });
  const token = new URL(extractLink(mail, '/verify-email')).searchParams.get('token');
  expect(token, 'the verification link carries a token').toBeTruthy();
  await postWithCsrf(request, '/api/auth/verify-email', { token });
  return { email, password };
}

/** Fills in and sends the registration form at /register, terms and privacy accepted. */
export async function submitRegistrationForm(
  page: Page,
  { email, password }: StudentCredentials,
): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('checkbox', { name: 'I accept the Terms of Service' }).check();
  await page.getByRole('checkbox', { name: 'I accept the Privacy Policy' }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Signs in through the login form and waits until the app has left /login. */
export async function signIn(page: Page, { email, password }: StudentCredentials): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Argon2id is slow on purpose; on a loaded two-core machine sign-in can take several seconds.
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 15_000 });
}
