import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/account-sessions.ts';
import { completeProfileOf, insertStudyPath } from '../../../test/study-path-factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { jsonForScriptBlock } from './dashboard-first-data.ts';

const appShellHtml = '<!doctype html><title>StudyPath</title><div id="root"></div><!-- shell -->';
/** The dashboard's page as the build writes it: scripts after the first paint (a boot script). */
const dashboardShellHtml =
  '<!doctype html><html lang="en"><head><title>StudyPath</title>' +
  '<script type="module" src="/assets/boot.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/**
 * A stand-in for the web build's renderer (web/src/ssr/server-render.tsx): it names the same
 * URLs, echoes the answers it was given as its state, and fails for one chosen email.
 */
const rendererSource = `
export const firstDataElementId = 'first-data';
export const studentDashboardUrls = [
  '/api/auth/me', '/api/user/profile', '/api/applications',
  '/api/applications/my-application', '/api/documents', '/api/messages/unread-count',
  '/api/dashboard/todo',
];
export async function renderStudentDashboard(answers, language) {
  const email = answers['/api/auth/me'].email;
  if (email.startsWith('unrenderable')) throw new Error('render failed');
  const lang = language === 'fr' ? 'fr-CA' : 'en-US';
  return { html: '<h1>Rendered dashboard</h1>', title: 'Dashboard · StudyPath', state: { queries: answers }, lang, dir: 'ltr' };
}
`;

/** The JSON block of a page, parsed, and its raw text. */
function firstData(html: string): { raw: string; value: { queries: Record<string, unknown> } } {
  const match = /<script type="application\/json" id="first-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('the page has no first-data block');
  return { raw: match[1], value: JSON.parse(match[1]) as { queries: Record<string, unknown> } };
}

describe("a signed-in student's GET /dashboard", () => {
  let t: TestServer;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = await fs.mkdtemp(path.join(os.tmpdir(), 'studypath-web-'));
    await fs.mkdir(path.join(webDistDir, 'server'), { recursive: true });
    await fs.writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><h1>Landing</h1>');
    await fs.writeFile(path.join(webDistDir, 'app.html'), appShellHtml);
    await fs.writeFile(path.join(webDistDir, 'server', 'dashboard.html'), dashboardShellHtml);
    await fs.writeFile(path.join(webDistDir, 'server', 'render.mjs'), rendererSource);
    t = await startTestServer({ webDistDir });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDistDir, { recursive: true, force: true });
  });

  it("arrives rendered with that student's own answers, never another's, and is not stored", async () => {
    const { user: ana } = await t.createUser({ email: 'ana@example.com' });
    const { user: bruno } = await t.createUser({ email: 'bruno@example.com' });
    await completeProfileOf(t.deps, ana.id, { legalFirstName: 'Ana' });
    await completeProfileOf(t.deps, bruno.id, { legalFirstName: 'Bruno' });
    const application = await insertStudyPath(t.deps, { userId: ana.id, status: 'docs_needed' });
    const anaBrowser = await signedInAs(t, ana);

    const response = await anaBrowser.get('/dashboard');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.text).toContain('<div id="root"><h1>Rendered dashboard</h1></div>');
    expect(response.text).toContain('<title>Dashboard · StudyPath</title>');
    // The block precedes every script, so it is in the document when the app starts.
    expect(response.text.indexOf('id="first-data"')).toBeLessThan(
      response.text.indexOf('src="/assets/boot.js"'),
    );

    const { queries } = firstData(response.text).value;
    // The same bodies the API routes answer this session.
    for (const url of Object.keys(queries)) {
      const api = await anaBrowser.get(url);
      expect(api.status, url).toBe(200);
      expect(queries[url], url).toEqual(api.body);
    }
    expect(queries['/api/auth/me']).toEqual({
      id: ana.id,
      email: 'ana@example.com',
      role: 'student',
      language: 'en',
    });
    expect(response.text).toContain('<html lang="en-US" dir="ltr">');
    expect(queries['/api/user/profile']).toMatchObject({ legalFirstName: 'Ana' });
    expect(queries['/api/applications/my-application']).toMatchObject({ id: application.id });
    expect(queries['/api/dashboard/todo']).toEqual({
      items: [
        {
          kind: 'upload_documents',
          applicationId: application.id,
          studyPathName: 'Science, Technology, Engineering & Math',
          checklistToDo: expect.any(Number) as number,
        },
      ],
      isFirstSignIn: true,
    });
    expect(JSON.stringify(queries)).not.toContain('Bruno');
    expect(JSON.stringify(queries)).not.toContain(bruno.id);
  });

  it("renders in the student's saved language, which the page's <html lang> names", async () => {
    const { user: chloe } = await t.createUser({ email: 'chloe@example.com' });
    await completeProfileOf(t.deps, chloe.id, { legalFirstName: 'Chloé' });
    const browser = await signedInAs(t, chloe);
    const saved = await browser.request('PATCH', '/api/auth/me', {
      json: { language: 'fr' },
      withCsrf: true,
    });
    expect(saved.status).toBe(200);
    const response = await browser.get('/dashboard');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<html lang="fr-CA" dir="ltr">');
  });

  it('escapes its data, so no text of the student can end the block or open a comment', async () => {
    const { user } = await t.createUser();
    const hostile = '</script><script>alert(1)</script><!-- & -->';
    await completeProfileOf(t.deps, user.id, { careerGoals: hostile });
    const response = await (await signedInAs(t, user)).get('/dashboard');

    const { raw, value } = firstData(response.text);
    expect(raw).not.toMatch(/[<>&]/);
    expect(value.queries['/api/user/profile']).toMatchObject({ careerGoals: hostile });
  });

  it('gets the ordinary app shell when signed out, as an administrator, or when the render fails', async () => {
    const { user: admin } = await t.createUser({ role: 'admin' });
    const { user: unrenderable } = await t.createUser({ email: 'unrenderable@example.com' });
    const browsers = {
      anonymous: t.newClient(),
      admin: await signedInAs(t, admin),
      'failed render': await signedInAs(t, unrenderable),
    };
    for (const [who, browser] of Object.entries(browsers)) {
      const response = await browser.get('/dashboard');
      expect(response.status, who).toBe(200);
      expect(response.text, who).toBe(appShellHtml);
      expect(response.headers.get('cache-control'), who).toBe('no-cache');
    }
  });

  it('never serves the renderer or its page as files', async () => {
    for (const file of ['/server/render.mjs', '/server/dashboard.html']) {
      const response = await t.http.get(file);
      expect(response.text, file).not.toContain('renderStudentDashboard');
      expect(response.text, file).not.toContain('/assets/boot.js');
    }
  });
});

describe('the first-data block', () => {
  it('escapes what could end the script element or break a parser, and parses back unchanged', () => {
    const value = { text: '</script><!-- a & b > c \u2028 \u2029' };
    const block = jsonForScriptBlock(value);
    expect(block).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(block)).toEqual(value);
  });
});
