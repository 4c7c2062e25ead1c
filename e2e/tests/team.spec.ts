// A firm of two consultants (issue 29): a second consultant joins, the firm's response target is
// set to one minute in /admin/settings, a student's new path goes to the consultant with the
// fewest open paths (the newcomer), the student sees who their consultant is and writes; the
// consultant gets the activity email, finds the path overdue, answers from "Mine", and the team
// view counts the answer. Reassigning the path emails the consultant who receives it.
// This journey runs on the firm's own portal (playwright.config.ts, project "firm"): a second
// consultant and a one-minute target would change what the other journeys' consultant sees.
import { request, type Browser, type Page } from '@playwright/test';
import { createVerifiedStudent, signIn } from '../support/accounts.ts';
import { randomClientAddress } from '../support/client-address.ts';
import { E2E_ADMIN } from '../support/constants.ts';
import { waitForEmail } from '../support/mail.ts';
import { answerStudyPathQuiz, signInWithCompleteProfile } from '../support/study-paths.ts';
import { expect, test } from '../support/test.ts';
import type { PathAssignment, TeamView } from '@studypath/domain/team';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe.configure({ timeout: 240_000 });

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** The first consultant's API session, for what this journey does not test on screen. */
async function firstConsultantApi(baseURL: string | undefined) {
  const api = await request.newContext({
    ...(baseURL ? { baseURL } : {}),
    extraHTTPHeaders: { 'X-Forwarded-For': randomClientAddress() },
  });
  const csrf = async () =>
    ((await (await api.get('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken;
  const login = await api.post('/api/auth/login', {
    data: E2E_ADMIN,
    headers: { 'X-CSRF-Token': await csrf() },
  });
  expect(login.ok()).toBe(true);
  return { api, csrf };
}

/** A browser of the consultant's own, signed in. */
async function consultantPage(
  browser: Browser,
  baseURL: string | undefined,
  credentials: { email: string; password: string },
): Promise<Page> {
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    extraHTTPHeaders: { 'X-Forwarded-For': randomClientAddress() },
  });
  const page = await context.newPage();
  await signIn(page, credentials);
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}

test('two consultants: a path is assigned, the student waits, the consultant answers and the team view counts it', async ({
  page,
  browser,
  baseURL,
}) => {
  // A second consultant joins: an account the first promotes to administrator.
  const bea = await createVerifiedStudent(page);
  const { api, csrf } = await firstConsultantApi(baseURL);
  const found = (await (
    await api.get(`/api/admin/users?search=${encodeURIComponent(bea.email)}`)
  ).json()) as { items: { id: string }[] };
  const beaId = found.items[0]?.id ?? '';
  const promoted = await api.put(`/api/admin/users/${beaId}`, {
    data: { role: 'admin' },
    headers: { 'X-CSRF-Token': await csrf() },
  });
  expect(promoted.ok()).toBe(true);

  // The first consultant sets the firm's response target to one minute.
  const first = await consultantPage(browser, baseURL, E2E_ADMIN);
  await first.goto('/admin/settings');
  await first.getByRole('textbox', { name: 'Response-time target', exact: true }).fill('1');
  await first.getByLabel('Unit of the response-time target').selectOption('minutes');
  await first.getByRole('button', { name: 'Save team settings' }).click();
  await expect(toast(first, 'Settings saved')).toBeVisible();

  // The newcomer names herself: students see that name.
  const second = await consultantPage(browser, baseURL, bea);
  await second.goto('/admin/settings');
  await second.getByRole('textbox', { name: 'Display Name', exact: true }).fill('Bea Tremblay');
  await second.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(second, 'Settings updated')).toBeVisible();

  // A student starts a path: it goes to the consultant with the fewest open paths (Bea, after the
  // other journeys; the first consultant, older, when this journey runs alone).
  // A name no other journey gives, and the rows matched by the student's e-mail too: other
  // journeys' students are in "All".
  const student = await signInWithCompleteProfile(page, {
    legalFirstName: 'Noor',
    legalLastName: 'Aziz',
  });
  const studentRow = (p: Page) =>
    p.getByRole('row', {
      name: new RegExp(`Noor Aziz.*${escapeRegExp(student.email.split('@')[0] ?? '')}`),
    });
  await page.goto('/applications/create');
  const pathId = await answerStudyPathQuiz(page);
  const pathStarted = new Date();
  const teamBefore = (await (await api.get('/api/admin/team')).json()) as TeamView;
  const assignment = (await (
    await api.get(`/api/admin/applications/${pathId}/assignment`)
  ).json()) as PathAssignment;
  // The rule: before this path, its consultant had no more open paths than any other.
  const holderBefore = teamBefore.consultants.find(
    (member) => member.id === assignment.consultantId,
  );
  expect(holderBefore, 'a consultant holds the new path').toBeTruthy();
  const othersOpen = teamBefore.consultants
    .filter((member) => member.id !== assignment.consultantId)
    .map((member) => member.openPaths);
  expect((holderBefore?.openPaths ?? 0) - 1).toBeLessThanOrEqual(Math.min(...othersOpen));
  const isBea = assignment.consultantId === beaId;
  const holder = isBea ? second : first;
  const other = isBea ? first : second;
  const holderMember = teamBefore.consultants.find(
    (member) => member.id === assignment.consultantId,
  );
  const holderName = holderMember?.displayName ?? holderMember?.email ?? '';
  const holderEmail = isBea ? bea.email : E2E_ADMIN.email;
  const otherEmail = isBea ? E2E_ADMIN.email : bea.email;
  await expect(page.getByText(`Your consultant: ${holderName}`)).toBeVisible();

  // The student writes to their consultant.
  await page.goto('/messages');
  await page.getByRole('button', { name: 'New Conversation' }).first().click();
  await page.getByLabel('Subject').fill('My study permit');
  await page.getByLabel('Message').fill('Do I need biometrics?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(toast(page, 'Thread created!')).toBeVisible();

  // The holder's activity email lists it (at most one every 15 minutes, through the outbox).
  const activity = await waitForEmail(holderEmail, {
    subjectIncludes: 'Your students',
    since: pathStarted,
    timeoutMs: 60_000,
  });
  expect(activity.text).toContain('Noor Aziz: wrote a message');

  // Their Study Paths open on "Mine": the path is there, with their name as its consultant; the
  // other consultant's "Mine" does not list it, their "All" does.
  await holder.goto('/admin/applications');
  const row = studentRow(holder);
  await expect(row).toBeVisible();
  await expect(row).toContainText(holderName);
  await other.goto('/admin/applications?show=all');
  await expect(studentRow(other)).toBeVisible();
  await other.getByText('Mine', { exact: true }).click();
  await expect(studentRow(other)).toHaveCount(0);

  // A minute after the path began, it is overdue.
  await holder.goto(`/admin/applications/${pathId}`);
  await expect(holder.getByText(/Overdue by \d+ min/)).toBeVisible({ timeout: 90_000 });

  // The holder answers from their messages, which open on "Mine".
  await holder.goto('/admin/messages');
  await holder.getByRole('button', { name: /My study permit/ }).click();
  await holder.getByLabel('Your message').fill('Yes: book them once you apply.');
  await holder.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(toast(holder, 'Message sent!')).toBeVisible();

  // The wait has ended, and the team view counts the answer.
  await holder.goto(`/admin/applications/${pathId}`);
  await expect(holder.getByText('Nothing waiting on you')).toBeVisible();
  await holder.goto('/admin');
  const teamRow = holder.getByRole('row', { name: new RegExp(escapeRegExp(holderName)) });
  await expect(teamRow.getByRole('cell').nth(2)).toHaveText(
    String((holderMember?.answered ?? 0) + 1),
  );

  // The holder hands the path to the other consultant, who gets an email about it.
  await holder.goto(`/admin/applications/${pathId}`);
  await holder.getByRole('combobox', { name: 'Consultant', exact: true }).selectOption({
    value: isBea ? (teamBefore.consultants.find((m) => m.id !== beaId)?.id ?? '') : beaId,
  });
  await expect(toast(holder, 'Study path reassigned')).toBeVisible();
  const assigned = await waitForEmail(otherEmail, {
    subjectIncludes: 'A study path is now yours',
    since: pathStarted,
  });
  expect(assigned.text).toContain(`/admin/applications/${pathId}`);

  // The firm's target back to 48 hours; Bea leaves, her paths shared out.
  await first.goto('/admin/settings');
  await first.getByRole('textbox', { name: 'Response-time target', exact: true }).fill('48');
  await first.getByLabel('Unit of the response-time target').selectOption('hours');
  await first.getByRole('button', { name: 'Save team settings' }).click();
  await expect(toast(first, 'Settings saved')).toBeVisible();
  const demoted = await api.put(`/api/admin/users/${beaId}`, {
    data: { role: 'student' },
    headers: { 'X-CSRF-Token': await csrf() },
  });
  expect(demoted.ok()).toBe(true);
  await api.dispose();
  await first.context().close();
  await second.context().close();
});
