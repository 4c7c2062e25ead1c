// Documents end to end (issue 10, spec part 2 §2 /documents): a student whose path is past review
// uploads a PDF and watches the progress, finds it listed, downloads it and deletes it; a
// consultant uploads one for the student from the path's page, and the student sees it with the
// consultant badge and no delete. On the way, each state of the lists (documents: restricted,
// empty, failed, loading, filled; the path's updates and requests; the consultant's payments card
// and path list) is scanned where it shows (issue 24), for a student with a long one-word name.
import type { Page } from '@playwright/test';
import { signIn } from '../support/accounts.ts';
import { E2E_ADMIN } from '../support/constants.ts';
import { signOut } from '../support/navigation.ts';
import {
  answerStudyPathQuiz,
  moveStudyPathAsConsultant,
  signInWithCompleteProfile,
} from '../support/study-paths.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 300_000 });

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** A small but real PDF (file-type reads the %PDF- signature), padded to `size` bytes. */
function pdf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail]);
}

/** A family name with no break in it: it must wrap on a phone, never widen the page. */
const LONG_LAST_NAME = 'Haddadwolfeschlegelsteinhausenbergerdorff';

test('a student uploads, downloads and deletes a document; a consultant upload carries the badge', async ({
  page,
  scanScreen,
}) => {
  const student = await signInWithCompleteProfile(page, {
    legalFirstName: 'Nadia',
    legalLastName: LONG_LAST_NAME,
  });
  await page.goto('/applications/create');
  const pathId = await answerStudyPathQuiz(page);
  // The new path's details: its updates, open requests and package, still (nearly) empty.
  await expect(page.getByRole('heading', { name: 'Recent Updates' })).toBeVisible();
  await scanScreen(page);

  // A new path is not open for uploads yet (part 2 §4).
  await page.goto('/documents');
  await expect(page.getByText('Uploads are restricted', { exact: true })).toBeVisible();
  await scanScreen(page);

  // The consultant asks for documents (through the API: the consultant screens have their own
  // journey).
  await moveStudyPathAsConsultant(pathId, 'docs_needed');

  await page.reload();
  await expect(page.getByText('Uploads are restricted', { exact: true })).toBeHidden();
  await expect(page.getByText('No documents uploaded yet', { exact: true })).toBeVisible();
  await scanScreen(page);

  // In a second tab (its interception would keep the upload below from being throttled): the
  // list failing to load, then loading slowly, its answer held back while it is scanned.
  const other = await page.context().newPage();
  await other.route('**/api/documents', (route) => route.fulfill({ status: 500, body: '' }));
  await other.goto('/documents');
  // A fresh tab loads the app and its session first: slow on a loaded machine.
  await expect(other.getByText('Your documents could not be loaded.')).toBeVisible({
    timeout: 15_000,
  });
  await scanScreen(other);
  await other.unroute('**/api/documents');
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await other.route('**/api/documents', async (route) => {
    await released;
    await route.continue();
  });
  await other.reload();
  await expect(
    other.getByRole('region', { name: 'Your Documents' }).getByRole('status'),
  ).toHaveText('Loading...', { timeout: 15_000 });
  await scanScreen(other, { settled: false });
  release();
  await expect(other.getByText('No documents uploaded yet', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await other.close();

  // A slow connection, so the progress can be seen (1.5 MB at 512 KB/s).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 512 * 1024,
  });
  await page.locator('input[type="file"]').setInputFiles({
    name: 'high-school-transcript.pdf',
    mimeType: 'application/pdf',
    buffer: pdf(1_500_000),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(page.getByText(/^Uploading\.\.\. \d+%$/)).toBeVisible();
  await expect(toast(page, 'Document uploaded!')).toBeVisible({ timeout: 15_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const item = page.getByRole('article', { name: 'high-school-transcript.pdf' });
  await expect(item).toContainText('Academic Transcript');
  await expect(item).toContainText('1464.84 KB');
  await scanScreen(page);
  const download = page.waitForEvent('download');
  await item.getByRole('link', { name: 'Download high-school-transcript.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('high-school-transcript.pdf');

  await item.getByRole('button', { name: 'Delete high-school-transcript.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Document' });
  await expect(dialog).toContainText('Are you sure you want to delete this document?');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Document deleted')).toBeVisible();
  await expect(page.getByText('No documents uploaded yet', { exact: true })).toBeVisible();

  // A name only the API can be sent (the picker offers allowed extensions only): a PDF named
  // `poly<U+202E>fdp.html` is listed clean, under its content's extension, and Chromium saves it
  // so, not as a web page (issue 23).
  const csrf = async () =>
    ((await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken;
  const issued = (await (
    await page.request.post('/api/objects/upload', { headers: { 'X-CSRF-Token': await csrf() } })
  ).json()) as { uploadURL: string; storageKey: string };
  const put = await page.request.put(issued.uploadURL, {
    data: pdf(2_000),
    headers: { 'Content-Type': 'application/pdf' },
  });
  expect(put.ok()).toBe(true);
  const registered = await page.request.post('/api/documents', {
    data: {
      fileName: 'poly\u202Efdp.html',
      storageKey: issued.storageKey,
      category: 'other',
      mimeType: 'application/pdf',
      fileSize: 2_000,
    },
    headers: { 'X-CSRF-Token': await csrf() },
  });
  expect(registered.status()).toBe(201);
  await page.reload();
  const poly = page.getByRole('article', { name: 'polyfdp.html.pdf' });
  const saved = page.waitForEvent('download');
  await poly.getByRole('link', { name: 'Download polyfdp.html.pdf' }).click();
  expect((await saved).suggestedFilename()).toBe('polyfdp.html.pdf');
  await signOut(page);
  await expect(page).toHaveURL(/\/$/);

  // The consultant finds the path in the list (on a phone: the student and the status stay in
  // view) and uploads a letter for the student from the path's page.
  await signIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/applications');
  await page.getByRole('searchbox', { name: 'Search' }).fill(student.email);
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the one match
  await expect(page.getByRole('row').nth(1)).toContainText('Documents Needed');
  await scanScreen(page);
  await page.getByRole('link', { name: `View the study path of Nadia ${LONG_LAST_NAME}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/applications/${pathId}$`));
  await expect(page.getByText('polyfdp.html.pdf', { exact: true })).toBeVisible();
  await expect(page.getByText('No payments yet.')).toBeVisible();
  await scanScreen(page);
  await page.getByRole('button', { name: 'Upload Document' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Document' });
  await upload
    .getByRole('combobox', { name: 'Category' })
    .selectOption({ label: 'Letter of Acceptance' });
  await upload.locator('input[type="file"]').setInputFiles({
    name: 'letter-of-acceptance.pdf',
    mimeType: 'application/pdf',
    buffer: pdf(20_000),
  });
  // The chosen file can be cleared by a button with a name (axe's button-name, critical).
  await expect(upload.getByRole('button', { name: 'Remove the chosen file' })).toBeVisible();
  await scanScreen(page);
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toast(page, 'Document uploaded!')).toBeVisible();

  // The users table is wider than the space beside the sidebar at 1366 px, and than a phone:
  // it scrolls in its box, and each row's View button stays in view.
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search' }).fill(student.email);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('button', { name: `View ${student.email}` })).toBeInViewport({
    ratio: 1,
  });
  await scanScreen(page);
  await signOut(page);
  await expect(page).toHaveURL(/\/$/);

  await signIn(page, student);
  await page.goto('/documents');
  const letter = page.getByRole('article', { name: 'letter-of-acceptance.pdf' });
  await expect(letter).toContainText('Uploaded by Educational Consultant');
  await expect(letter).toContainText('Letter of Acceptance');
  await expect(letter.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  // The path's details with its updates filled in by the consultant's changes.
  await page.goto(`/application/${pathId}`);
  await expect(
    page
      .getByRole('region', { name: 'Recent Updates' })
      .getByText(/Documents Needed/)
      .first(),
  ).toBeVisible();
  await scanScreen(page);
});
