// "Download my data" (issue 30, items 1 and 5): a student with a document and a message opens
// Privacy & data from the sidebar, asks for their data, sees the export wait and then the
// download, is emailed a link to the page, downloads the zip and finds every area's JSON file and
// their document in it; a second request the same day is not offered. Each new state of the page
// is scanned (axe, layout).
import { readFile } from 'node:fs/promises';
import { sendWithCsrf } from '../support/accounts.ts';
import { extractLink, waitForEmail } from '../support/mail.ts';
import {
  answerStudyPathQuiz,
  moveStudyPathAsConsultant,
  signInWithCompleteProfile,
} from '../support/study-paths.ts';
import { expect, test } from '../support/test.ts';
import { readZip } from '../support/zip.ts';

test.describe.configure({ timeout: 180_000 });

/** A small but real PDF (file-type reads the %PDF- signature), padded to `size` bytes. */
function pdf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail]);
}

test('a student downloads their data: progress, then the zip with every area and their document', async ({
  page,
  scanScreen,
}) => {
  const student = await signInWithCompleteProfile(page, {
    legalFirstName: 'Inès',
    legalLastName: 'Tremblay',
  });
  // A document (uploads open once the consultant asks for them) and a message, through the API:
  // their own journeys cover the screens.
  await page.goto('/applications/create');
  const pathId = await answerStudyPathQuiz(page);
  await moveStudyPathAsConsultant(pathId, 'docs_needed');
  const csrf = async () =>
    ((await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken;
  const issued = (await (
    await page.request.post('/api/objects/upload', { headers: { 'X-CSRF-Token': await csrf() } })
  ).json()) as { uploadURL: string; storageKey: string };
  const document = pdf(3_000);
  const put = await page.request.put(issued.uploadURL, {
    data: document,
    headers: { 'Content-Type': 'application/pdf' },
  });
  expect(put.ok()).toBe(true);
  await sendWithCsrf(page.request, 'POST', '/api/documents', {
    fileName: 'study-permit.pdf',
    storageKey: issued.storageKey,
    category: 'visa',
    mimeType: 'application/pdf',
    fileSize: document.length,
  });
  await sendWithCsrf(page.request, 'POST', '/api/messages/threads', {
    subject: 'My study permit',
    content: 'Here is my study permit, uploaded to my documents.',
  });

  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Student navigation' })
    .getByRole('link', { name: 'Privacy & data' })
    .click();
  await expect(page).toHaveURL(/\/account\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy & data' })).toBeVisible();
  const section = page.getByRole('region', { name: 'A copy of your data' });
  await scanScreen(page);

  // The state is read again after asking: held back a moment, as on a slow connection, so the
  // export shows waiting (the build itself takes well under a second here).
  const since = new Date();
  await page.route('**/api/privacy/exports', async (route) => {
    if (route.request().method() === 'GET')
      await new Promise((resolve) => setTimeout(resolve, 2_500));
    await route.continue();
  });
  await section.getByRole('button', { name: 'Download my data' }).click();
  await expect(
    section.getByRole('progressbar', { name: 'Progress of your data export' }),
  ).toBeVisible();
  await expect(section.getByText(/^(Waiting to start…|Preparing your data: \d+%)$/)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Download my data' })).toBeHidden();
  await scanScreen(page, { settled: false });
  // Lets a held-back answer still in its pause go on before the route is gone.
  await page.unrouteAll({ behavior: 'wait' });

  const link = section.getByRole('link', { name: /^Download the zip file \(.+\)$/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(section.getByText(/^The download works until /)).toBeVisible();
  await expect(section.getByText(/^You can download your data once a day\./)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Download my data' })).toBeDisabled();
  await scanScreen(page);

  const mail = await waitForEmail(student.email, { subjectIncludes: 'ready to download', since });
  expect(new URL(extractLink(mail, '/account/privacy')).pathname).toBe('/account/privacy');

  const saved = page.waitForEvent('download');
  await link.click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^studypath-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = readZip(await readFile((await download.path()) ?? ''));
  for (const name of [
    'README.txt',
    'account.json',
    'profile.json',
    'study-paths.json',
    'messages.json',
    'information-requests.json',
    'documents.json',
    'payments.json',
    'consents.json',
    'audit-log.json',
  ]) {
    expect(zip.has(name), `${name} in the zip`).toBe(true);
  }
  expect(zip.get('documents/study-permit.pdf')).toEqual(document);
  const account = JSON.parse(zip.get('account.json')?.toString() ?? '{}') as { email?: string };
  expect(account.email).toBe(student.email);
  expect(zip.get('messages.json')?.toString()).toContain('Here is my study permit');
});
