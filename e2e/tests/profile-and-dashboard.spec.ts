// A new student's profile and dashboard (part 1 §2, §4, §5): the empty dashboard, the tabbed
// profile form with its conditional fields, a failed save that sends the student to the right
// tab and field, and a complete save that returns to a dashboard with a full completion ring.
// The dashboard's To do list (issue 24): a consultant's questions appear in it, live, and lead to
// where they are answered; 'Welcome' on the first sign-in, 'Welcome back' after; a long one-word
// name wraps at 360 px (the mobile project's layout checks).
import { request as playwrightRequest, type Page } from '@playwright/test';
import { createVerifiedStudent, postWithCsrf, signIn } from '../support/accounts.ts';
import { randomClientAddress } from '../support/client-address.ts';
import { E2E_ADMIN } from '../support/constants.ts';
import { signOut } from '../support/navigation.ts';
import { answerStudyPathQuiz, signInWithCompleteProfile } from '../support/study-paths.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 120_000 });

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

async function choose(page: Page, label: string, option: string) {
  await combobox(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(combobox(page, label)).toHaveValue(option);
}

async function chooseCountry(page: Page, label: string, country: string) {
  // Tap first, as a person does: on a phone the list opens on the tap, then filters as they type.
  await combobox(page, label).click();
  await combobox(page, label).fill(country.slice(0, 4));
  await page.getByRole('option', { name: country, exact: true }).click();
  await expect(combobox(page, label)).toHaveValue(country);
}

/**
 * Date of birth, picked: a tap on the (typeable) field opens its calendar on the decades; pick
 * year, month and day.
 */
async function pickBirthDate(page: Page, year: number) {
  await textbox(page, 'Date of Birth').click();
  const decadeStart = year - (year % 10);
  for (let shown = new Date().getFullYear(); shown - (shown % 10) > decadeStart; shown -= 10) {
    await page.getByRole('button', { name: 'Previous decade' }).click();
  }
  await page.getByRole('button', { name: String(year), exact: true }).click();
  await page.getByRole('button', { name: 'Jan', exact: true }).click();
  await page.getByRole('button', { name: `15 January ${year}`, exact: true }).click();
  await expect(textbox(page, 'Date of Birth')).toHaveValue(`Jan 15, ${year}`);
}

/** A month next year, e.g. an expected graduation date. */
async function pickMonthNextYear(page: Page, label: string, month: string) {
  await page.getByRole('button', { name: label }).click();
  // The month panel is a plain popover (no dialog role): Mantine marks it data-dates-dropdown.
  const dropdown = page.locator('[data-dates-dropdown]');
  await dropdown.getByRole('button', { name: 'Next year' }).click();
  await dropdown.getByRole('button', { name: month, exact: true }).click();
  await expect(page.getByRole('button', { name: label })).toContainText(
    String(new Date().getFullYear() + 1),
  );
}

async function fillPersonalInfo(page: Page, birthYear: number) {
  await textbox(page, 'Legal First Name').fill('Mei');
  await textbox(page, 'Legal Last Name').fill('Tanaka');
  await pickBirthDate(page, birthYear);
  await choose(page, 'Gender', 'Female');
  await textbox(page, 'Phone Number').fill('+81 90 1234 5678');
  await chooseCountry(page, 'Citizenship', 'Japan');
  await chooseCountry(page, 'Country of Residence', 'Japan');
}

async function signInAsNewStudent(page: Page) {
  const student = await createVerifiedStudent(page);
  await signIn(page, student);
  await expect(page).toHaveURL(/\/dashboard$/);
  return student;
}

test(
  'a new student completes the profile tab by tab and the dashboard and ring follow',
  { tag: '@phone' },
  async ({ page }) => {
    const student = await signInAsNewStudent(page);
    const localPart = student.email.split('@')[0] ?? '';

    // The dashboard of a student with an empty profile and no study path, signed in for the first
    // time.
    await expect(page.getByRole('heading', { name: `Welcome, ${localPart}!` })).toBeVisible();
    const profileAlert = page.getByRole('alert').filter({ hasText: 'Complete Your Profile' });
    await expect(profileAlert.getByRole('link', { name: 'Complete Profile' })).toBeVisible();
    const studyPathCard = page.getByRole('region', { name: 'Study Path Status', exact: true });
    await expect(studyPathCard.getByRole('link', { name: 'Complete Profile First' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Documents', exact: true })).toContainText('0');
    await expect(
      page.getByRole('region', { name: 'No Active Study Path', exact: true }),
    ).toBeVisible();

    await page.goto('/profile');
    const ring = page.getByRole('group', { name: 'Profile completion' });
    await expect(ring).toContainText('0%');
    await expect(ring).toContainText('Just started');
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Academic' })).toBeDisabled();

    // Personal Info: a 16-year-old.
    const birthYear = new Date().getFullYear() - 16;
    await fillPersonalInfo(page, birthYear);

    // Education: a high school pathway shows the school fields and unlocks Academic.
    await page.getByRole('tab', { name: 'Education' }).click();
    await choose(page, 'Pathway', 'Currently in High School');
    await textbox(page, 'School Name').fill('Shibuya Senior High School');
    await choose(page, 'Current Grade Level', 'Grade 11');
    await pickMonthNextYear(page, 'Expected Graduation Date', 'Mar');
    await expect(textbox(page, 'College Name')).toHaveCount(0);

    // Academic: grades, subject grades for high school, and a language test.
    await page.getByRole('tab', { name: 'Academic' }).click();
    await textbox(page, 'Academic Grade').fill('88%');
    await textbox(page, 'Math Grade').fill('A');
    await choose(page, 'English Level', 'Advanced');
    await expect(textbox(page, 'English Test Score')).toHaveCount(0);
    await choose(page, 'English Test Type', 'IELTS');
    await textbox(page, 'English Test Score').fill('7.0');
    await expect(textbox(page, 'English Test Date')).toBeVisible();

    // Guardian: required for a high school student under 18.
    await page.getByRole('tab', { name: 'Guardian (Optional)' }).click();
    await expect(
      page.getByText('Since you are under 18 years old, guardian information is required.'),
    ).toBeVisible();
    await textbox(page, 'Guardian Name').fill('Yuki Tanaka');
    await choose(page, 'Guardian Relationship', 'Mother');
    await textbox(page, 'Guardian Email').fill('yuki.tanaka@example.com');
    await textbox(page, 'Guardian Phone').fill('+81 90 8765 4321');

    // Additional.
    await page.getByRole('tab', { name: 'Additional' }).click();
    await textbox(page, 'Career Goals').fill('Study computer engineering in Canada.');
    await textbox(page, 'First Language').fill('Japanese');

    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Profile Complete!')).toBeVisible();
    await expect(
      page.getByText('Your profile has been completed successfully. Redirecting to dashboard...'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The dashboard now greets by name, drops the profile alert and offers to start a path.
    await expect(page.getByRole('heading', { name: 'Welcome, Mei!' })).toBeVisible();
    await expect(profileAlert).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Profile', exact: true })).toContainText('100%');
    await expect(studyPathCard.getByRole('link', { name: 'Start Study Path' })).toHaveAttribute(
      'href',
      '/applications/create',
    );
    await expect(
      page
        .getByRole('region', { name: 'No Active Study Path', exact: true })
        .getByRole('link', { name: 'Go to Study Paths' }),
    ).toHaveAttribute('href', '/applications');

    // The profile view shows the saved answers and a full ring.
    await page.goto('/profile');
    await expect(ring).toContainText('100%');
    await expect(ring).toContainText('Complete');
    await expect(
      page.getByRole('region', { name: 'Personal Information', exact: true }),
    ).toContainText(`Jan 15, ${birthYear}`);
    await expect(
      page.getByRole('region', { name: 'Nationality & Contact', exact: true }),
    ).toContainText('+81 90 1234 5678');
    await expect(
      page.getByRole('region', { name: 'Educational Background', exact: true }),
    ).toContainText('Currently in High School');
    await expect(
      page.getByRole('region', { name: 'Guardian Information', exact: true }),
    ).toContainText('Mother');
  },
);

test('a failed save names the tabs to fix and opens the right tab and field', async ({ page }) => {
  await signInAsNewStudent(page);
  await page.goto('/profile/edit');
  await fillPersonalInfo(page, 1998);

  // Nothing chosen on Education and Academic yet; Academic is locked until a pathway is chosen,
  // so only Education is named and marked.
  await page.getByRole('tab', { name: 'Additional' }).click();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Missing Required Information')).toBeVisible();
  await expect(
    page.getByText('Please complete required fields in the Education tab.'),
  ).toBeVisible();
  await expect(
    page.getByRole('tab', { name: 'Education (has errors)', exact: true }),
  ).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Academic', exact: true })).toBeDisabled();
  await expect(combobox(page, 'Pathway')).toBeFocused();
  await expect(page.getByText('Pathway is required')).toBeVisible();

  // A college pathway with its details; the academic details are still missing.
  await choose(page, 'Pathway', 'Currently in College');
  await textbox(page, 'College Name').fill('Seneca Polytechnic');
  await textbox(page, 'College Program').fill('Computer Programming');
  await choose(page, 'Credential Type', 'Advanced Diploma');
  await choose(page, 'Current Year', '2nd Year');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(
    page.getByText('Please complete required fields in the Academic tab.'),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Academic' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(textbox(page, 'Academic Grade')).toBeFocused();
  await expect(
    page.getByText('At least one language proficiency (English or French) is required', {
      exact: true,
    }),
  ).toBeVisible();

  // A phone number that is not a real one sends the student back to Personal Info.
  await textbox(page, 'Academic Grade').fill('3.4 GPA');
  await choose(page, 'French Level', 'Intermediate');
  await page.getByRole('tab', { name: 'Personal Info' }).click();
  await textbox(page, 'Phone Number').fill('+1 555');
  await page.getByRole('tab', { name: 'Additional' }).click();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(
    page.getByText('Please complete required fields in the Personal Info tab.'),
  ).toBeVisible();
  await expect(textbox(page, 'Phone Number')).toBeFocused();

  // Fixed: the save completes the profile.
  await textbox(page, 'Phone Number').fill('+1 416 555 0142');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile Complete!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Profile', exact: true })).toContainText('100%');
});

test(
  "a consultant's questions appear in the student's To do, which leads to where they are answered",
  { tag: '@phone' },
  async ({ page, baseURL }) => {
    // One word, longer than a phone is wide: the welcome must wrap it (the mobile project fails a
    // screen that overflows).
    const longName = 'Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaft';
    const student = await signInWithCompleteProfile(page, {
      legalFirstName: longName,
      legalLastName: 'Tanaka',
    });
    await page.goto('/applications/create');
    const pathId = await answerStudyPathQuiz(page);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: `Welcome, ${longName}!` })).toBeVisible();
    const todo = page.getByRole('region', { name: 'To do', exact: true });
    await expect(todo).toContainText('Nothing to do right now.');

    // The consultant asks, from their own client, while the student's dashboard is open.
    const me = (await (await page.request.get('/api/auth/me')).json()) as { id: string };
    const consultant = await playwrightRequest.newContext({
      ...(baseURL ? { baseURL } : {}),
      extraHTTPHeaders: { 'X-Forwarded-For': randomClientAddress() },
    });
    await postWithCsrf(consultant, '/api/auth/login', E2E_ADMIN);
    await postWithCsrf(consultant, '/api/admin/info-requests', {
      userId: me.id,
      applicationId: pathId,
      questions: [{ id: 'q1', question: 'Which intake do you prefer?', required: true }],
    });
    await consultant.dispose();

    // It arrives without a reload (the live stream), and leads to the path's page.
    await expect(todo.getByText("Answer your consultant's questions")).toBeVisible({
      timeout: 5_000,
    });
    await expect(todo).toContainText('1 question about your study path');
    const answer = todo.getByRole('link', { name: 'Answer Questions' });
    await expect(answer).toHaveAttribute('href', `/application/${pathId}`);
    await answer.click();
    await expect(page).toHaveURL(new RegExp(`/application/${pathId}$`));
    await page.getByLabel(/Which intake do you prefer\?/).fill('Fall 2026');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Responses submitted!' })).toBeVisible();

    // Answered, it leaves the list; a later sign-in is greeted as a return.
    await page.goto('/dashboard');
    await expect(todo).toContainText('Nothing to do right now.');
    await signOut(page);
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, student);
    await expect(page.getByRole('heading', { name: `Welcome back, ${longName}!` })).toBeVisible();
  },
);
