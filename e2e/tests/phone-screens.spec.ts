// Every screen once at 360 px (the 'mobile' project only, tag @phone-only): each is reached with
// content in it, for a student whose family name is longer than a phone is wide, and scanned for
// horizontal overflow, clipped names, accessibility and the keyboard walk. The journeys themselves
// run at 1366 px; on the phone only those whose flow differs there (the menu drawer, the message
// list and the conversation taking turns, the profile's tabs scrolling with a Next button, the
// welcome wrapping) run whole, tagged @phone.
import { request, type Page } from '@playwright/test';
import { sendWithCsrf, signIn } from '../support/accounts.ts';
import { randomClientAddress } from '../support/client-address.ts';
import { E2E_ADMIN, E2E_PORT } from '../support/constants.ts';
import { signOut } from '../support/navigation.ts';
import { answerStudyPathQuiz, signInWithCompleteProfile } from '../support/study-paths.ts';
import { expect, test, type ScanScreen } from '../support/test.ts';

// Its tests share out over the workers (each is a screen tour of its own).
test.describe.configure({ mode: 'parallel', timeout: 300_000 });

const LONG_LAST_NAME = 'Haddadwolfeschlegelsteinhausenbergerdorff';

/**
 * Opens `url`, waits until the tab names the screen (titles.json: "<page> · StudyPath", a detail
 * before it on some) and its main heading shows, and scans it with the keyboard walk.
 */
async function visit(page: Page, scanScreen: ScanScreen, url: string, title: string) {
  await page.goto(url);
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page).toHaveTitle(new RegExp(`(^| · )${escaped} · StudyPath$`));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await scanScreen(page, { keyboard: true });
}

/**
 * A student with a long family name, signed in on `page`, whose path waits for documents, with a
 * consultant's question, a thread to the team and an uploaded document: every screen has content.
 * Returns the path's id.
 */
async function seedStudentWithContent(page: Page): Promise<string> {
  await signInWithCompleteProfile(page, {
    legalFirstName: 'Nadia',
    legalLastName: LONG_LAST_NAME,
  });
  await page.goto('/applications/create');
  const pathId = await answerStudyPathQuiz(page);

  // The consultant opens the path for documents and asks a question (through the API).
  const consultant = await request.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    extraHTTPHeaders: { 'X-Forwarded-For': randomClientAddress() },
  });
  await sendWithCsrf(consultant, 'POST', '/api/auth/login', E2E_ADMIN);
  await sendWithCsrf(consultant, 'PATCH', `/api/admin/applications/${pathId}/status`, {
    status: 'docs_needed',
  });
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: string };
  await sendWithCsrf(consultant, 'POST', '/api/admin/info-requests', {
    userId: me.id,
    applicationId: pathId,
    questions: [{ id: 'intake', question: 'Which intake do you prefer?', required: true }],
  });
  await consultant.dispose();

  // The student writes to the team and uploads a document.
  await sendWithCsrf(page.request, 'POST', '/api/messages/threads', {
    subject: `Documents for ${LONG_LAST_NAME}`,
    content: 'Which documents do I need for my study permit?',
  });
  await page.goto('/documents');
  await page.locator('input[type="file"]').setInputFiles({
    name: `transcript-${LONG_LAST_NAME}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText(`transcript-${LONG_LAST_NAME}.pdf`).first()).toBeVisible();
  return pathId;
}

test.describe('every screen at 360 px', { tag: '@phone-only' }, () => {
  test('the public screens', async ({ page, scanScreen }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scanScreen(page, { keyboard: true });
    await visit(page, scanScreen, '/login', 'Sign In');
    await visit(page, scanScreen, '/register', 'Create Account');
    await visit(page, scanScreen, '/forgot-password', 'Forgot Password');
    await visit(page, scanScreen, '/verify-email-sent', 'Check Your Email');
    await visit(page, scanScreen, '/reset-password-sent', 'Check Your Email');
    await visit(page, scanScreen, '/terms-of-service', 'Terms of Service');
    await visit(page, scanScreen, '/privacy-policy', 'Privacy Policy');
    await visit(page, scanScreen, '/verify-email', 'Verify Email');
    await page.goto('/no-such-page');
    await expect(page.getByText('Page not found')).toBeVisible();
    await scanScreen(page, { keyboard: true });
  });

  test("a student's screens, with content in them", async ({ page, scanScreen }) => {
    const pathId = await seedStudentWithContent(page);
    await visit(page, scanScreen, '/dashboard', 'Dashboard');
    await visit(page, scanScreen, '/profile', 'Profile');
    await visit(page, scanScreen, '/profile/edit', 'Edit Profile');
    await visit(page, scanScreen, '/documents', 'Documents');
    await visit(page, scanScreen, '/messages', 'Chat With Our Advisor');
    await visit(page, scanScreen, '/applications', 'Applications');
    await visit(page, scanScreen, `/application/${pathId}`, 'Study Path Details');
    await visit(page, scanScreen, `/application/${pathId}/payment`, 'Payment');
    await visit(page, scanScreen, '/pre-admission', 'Pre-Admission');
    await visit(page, scanScreen, '/account/privacy', 'Privacy & Data');
  });

  // The consultant's screens, for a student of their own with the same kind of content: the two
  // halves of the tour run on both workers instead of one after the other on the last (the tour
  // was the run's last minute).
  test("the consultant's screens, with content in them", async ({ page, scanScreen }) => {
    const pathId = await seedStudentWithContent(page);
    await signOut(page);
    await expect(page).toHaveURL(/\/$/);

    await signIn(page, E2E_ADMIN);
    await visit(page, scanScreen, '/admin', 'Admin Dashboard');
    await visit(page, scanScreen, '/admin/applications', 'Study Paths');
    await visit(page, scanScreen, `/admin/applications/${pathId}`, 'Study Path');
    await visit(page, scanScreen, '/admin/users', 'Users');
    await visit(page, scanScreen, '/admin/documents', 'Documents');
    await visit(page, scanScreen, '/admin/messages', 'Messages');
    await visit(page, scanScreen, '/admin/info-requests', 'Q&A Requests');
    await visit(page, scanScreen, '/admin/audit', 'Audit Logs');
    await visit(page, scanScreen, '/admin/settings', 'Settings');
  });
});
