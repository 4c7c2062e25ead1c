// Study paths for journeys: a student whose profile is complete (set through the API, as the
// profile journeys already cover the form) and the six-step quiz answered in the browser.
import { expect, request, type Page } from '@playwright/test';
import {
  createVerifiedStudent,
  sendWithCsrf,
  signIn,
  type StudentCredentials,
} from './accounts.ts';
import { randomClientAddress } from './client-address.ts';
import { E2E_ADMIN, E2E_PORT } from './constants.ts';

/** A complete (100%) college_current profile of an adult. */
export const completeProfile = {
  legalFirstName: 'Ana',
  legalLastName: 'Silva',
  dateOfBirth: '2000-05-01',
  gender: 'female',
  nationality: 'Brazil',
  country: 'Brazil',
  phoneNumber: '+5511912345678',
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
};

/** A new student, signed in on `page`, whose profile is complete (so a study path may start). */
export async function signInWithCompleteProfile(
  page: Page,
  names: { legalFirstName: string; legalLastName: string },
): Promise<StudentCredentials> {
  const student = await createVerifiedStudent(page);
  await signIn(page, student);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The browser's own session: page.request shares its cookies.
  await sendWithCsrf(page.request, 'PUT', '/api/user/profile', { ...completeProfile, ...names });
  return student;
}

const radio = (page: Page, name: string | RegExp) => page.getByRole('radio', { name });

/** The quiz's choices a journey may change, by the start of their visible labels. */
export interface QuizChoices {
  level?: RegExp;
  /** The co-op question, for the levels that ask it; null for the others. */
  coop?: RegExp | null;
  province?: RegExp;
  budget?: RegExp;
}

/**
 * Answers the quiz from /applications/create and submits it: by default a bachelor's with co-op
 * in STEM, in Ontario, at the first intake offered, $25,000 - $35,000. Returns the new path's id.
 */
export async function answerStudyPathQuiz(page: Page, choices: QuizChoices = {}): Promise<string> {
  const {
    level = /^Bachelor's Degree/,
    coop = /^With Co-op/,
    province = /^Ontario/,
    budget = /^\$25,000 - \$35,000/,
  } = choices;
  await expect(
    page.getByRole('heading', { level: 1, name: 'Start a New Study Path' }),
  ).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });

  await expect(next).toBeDisabled();
  await radio(page, level).check();
  if (coop !== null) {
    // The co-op question belongs to bachelor's, advanced diploma and master's (part 2 §4).
    await expect(next).toBeDisabled();
    await radio(page, coop).check();
  }
  await next.click();

  await expect(page.getByText('Step 2 of 6')).toBeVisible();
  await radio(page, /^Science, Technology, Engineering & Math/).check();
  await next.click();
  await radio(page, province).check();
  await next.click();
  await expect(page.getByText('Step 4 of 6')).toBeVisible();
  await page.getByRole('radio').first().check();
  await next.click();
  await radio(page, budget).check();
  await next.click();

  await expect(page.getByRole('heading', { level: 2, name: 'Review Your Answers' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('Your study path has been created. Our advisors will review it soon.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/application\/[0-9a-f-]{36}$/);
  const id = /\/application\/([0-9a-f-]{36})$/.exec(page.url())?.[1];
  expect(id, 'the new path has an id in the address').toBeTruthy();
  return id ?? '';
}

/**
 * A consultant moves a study path to `status` through the API (the consultant screens have their
 * own journey), signed in from an address of their own.
 */
export async function moveStudyPathAsConsultant(pathId: string, status: string): Promise<void> {
  const consultant = await request.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    extraHTTPHeaders: { 'X-Forwarded-For': randomClientAddress() },
  });
  const token = async () =>
    ((await (await consultant.get('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken;
  const login = await consultant.post('/api/auth/login', {
    data: E2E_ADMIN,
    headers: { 'X-CSRF-Token': await token() },
  });
  expect(login.ok()).toBe(true);
  const moved = await consultant.patch(`/api/admin/applications/${pathId}/status`, {
    data: { status },
    headers: { 'X-CSRF-Token': await token() },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  await consultant.dispose();
}
