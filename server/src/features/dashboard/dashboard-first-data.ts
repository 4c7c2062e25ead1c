// A signed-in student's GET /dashboard arrives rendered, with its data (decision 026). On a phone
// the empty app shell waited for the app's scripts, its screen's and then four API answers before
// the welcome showed. Here the server reads those answers for the session's own user, through the
// same service functions as the API routes and encoded through the same response schemas, and
// hands them to the web build's renderer (web/src/ssr/server-render.tsx, built to
// WEB_DIST_DIR/server/render.mjs): the page's markup, title and the query cache it was rendered
// from, which go into WEB_DIST_DIR/server/dashboard.html (app.html whose scripts are requested
// after the first paint, as the landing page's are: scripts/ssr/prerender-web.ts). The cache goes
// into the page as a non-executable JSON block (the CSP refuses inline scripts), escaped so that
// no text in it can end the block, and the app seeds its queries from it and hydrates instead of
// fetching. The answer is per user: Cache-Control no-store. Anyone else (signed out, an
// administrator), a build without the renderer or a render that fails gets the ordinary app.html,
// and the guards redirect as before. The renderer and the page are read once per process, so a
// new build takes a restart, as the server does on deploy. The whole picture, build and browser
// side included: web/src/ssr/README.md.
import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  applicationListResponseSchema,
  currentUserSchema,
  documentListResponseSchema,
  guardianAccessSchema,
  guardianConsentStatusSchema,
  myApplicationResponseSchema,
  profileResponseSchema,
  studentTodoResponseSchema,
  unreadCountResponseSchema,
  type CurrentUser,
} from '@studypath/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { getMyApplication, listApplications } from '../applications/index.ts';
import { getStudentTodo } from './dashboard.service.ts';
import { listOwnDocuments } from '../documents/index.ts';
import { getConsentStatus, getGuardianAccess } from '../guardians/index.ts';
import { countUnread } from '../messages/index.ts';
import { getProfile } from '../profile/index.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { RouteContext, ZodApp } from '../../platform/http/route-context.ts';
import { sendAppShell } from '../../platform/http/static-web.ts';

/** What web/src/ssr/server-render.tsx exports (its build is plain JavaScript). */
interface DashboardRenderer {
  renderStudentDashboard: (
    answers: Record<string, unknown>,
    language: string,
  ) => Promise<{ html: string; title: string; state: unknown; lang?: string; dir?: string }>;
  studentDashboardUrls: readonly string[];
  firstDataElementId: string;
}

/** The renderer with the page it fills in. */
interface DashboardPage {
  renderer: DashboardRenderer;
  shell: string;
}

type AnswerReader = (deps: ServiceDeps, user: CurrentUser) => Promise<unknown>;

/** Each answer as its API route gives it: the service's result encoded by the response schema. */
function answer<T extends z.ZodType>(schema: T, read: AnswerReader): AnswerReader {
  return async (deps, user): Promise<unknown> =>
    JSON.parse(JSON.stringify(z.encode(schema, (await read(deps, user)) as z.output<T>)));
}

/** The dashboard's first requests (web/src/ssr/student-dashboard-data.ts), by URL. */
const answerReaders: ReadonlyMap<string, AnswerReader> = new Map([
  ['/api/auth/me', answer(currentUserSchema, (_deps, user) => Promise.resolve(user))],
  [
    '/api/user/profile',
    answer(profileResponseSchema, (deps, user) => getProfile(deps, { userId: user.id })),
  ],
  [
    '/api/applications',
    answer(applicationListResponseSchema, (deps, user) =>
      listApplications(deps, { userId: user.id }),
    ),
  ],
  [
    '/api/applications/my-application',
    answer(myApplicationResponseSchema, (deps, user) =>
      getMyApplication(deps, { userId: user.id }),
    ),
  ],
  [
    '/api/documents',
    answer(documentListResponseSchema, (deps, user) => listOwnDocuments(deps, { userId: user.id })),
  ],
  [
    '/api/messages/unread-count',
    answer(unreadCountResponseSchema, (deps, user) =>
      countUnread(deps, { caller: { userId: user.id, role: user.role } }),
    ),
  ],
  [
    '/api/dashboard/todo',
    answer(studentTodoResponseSchema, (deps, user) => getStudentTodo(deps, { userId: user.id })),
  ],
  [
    '/api/guardian-consent',
    answer(guardianConsentStatusSchema, (deps, user) => getConsentStatus(deps, user.id)),
  ],
  [
    '/api/guardian-access',
    answer(guardianAccessSchema, (deps, user) => getGuardianAccess(deps, user.id)),
  ],
]);

/**
 * JSON that can sit inside <script type="application/json">: `<` (so neither `</script>` nor
 * `<!--` appears), `>` and `&` as \u escapes, and U+2028/U+2029 too, which some parsers of the
 * page's text treat as line ends. JSON.parse reads all of them back unchanged.
 */
export function jsonForScriptBlock(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const rootElement = '<div id="root"></div>';

function loadDashboardPage(webDistDir: string): Promise<DashboardPage | null> {
  const rendererFile = path.join(webDistDir, 'server', 'render.mjs');
  const shellFile = path.join(webDistDir, 'server', 'dashboard.html');
  if (!fs.existsSync(rendererFile) || !fs.existsSync(shellFile)) return Promise.resolve(null);
  return Promise.all([
    import(pathToFileURL(rendererFile).href) as Promise<DashboardRenderer>,
    readFile(shellFile, 'utf8'),
  ]).then(([renderer, shell]) => {
    const missing = renderer.studentDashboardUrls.filter((url) => !answerReaders.has(url));
    if (missing.length > 0) throw new Error(`No server answer for ${missing.join(', ')}`);
    if (!shell.includes(rootElement) || !shell.includes('<script')) {
      throw new Error(`${shellFile} has no empty root or no script`);
    }
    return { renderer, shell };
  });
}

async function renderDashboard(
  { renderer, shell }: DashboardPage,
  deps: ServiceDeps,
  user: CurrentUser,
): Promise<string> {
  const urls = renderer.studentDashboardUrls;
  const bodies = await Promise.all(
    urls.map((url) => {
      const read = answerReaders.get(url);
      if (!read) throw new Error(`No server answer for ${url}`);
      return read(deps, user);
    }),
  );
  const answers = Object.fromEntries(urls.map((url, index) => [url, bodies[index]]));
  // In the student's saved language (issue 27); the page's <html lang> tells hydration which.
  const page = await renderer.renderStudentDashboard(answers, user.language);
  const htmlTag = `<html lang="${escapeHtml(page.lang ?? 'en')}" dir="${page.dir === 'rtl' ? 'rtl' : 'ltr'}"`;
  const dataBlock = `<script type="application/json" id="${renderer.firstDataElementId}">${jsonForScriptBlock(page.state)}</script>`;
  // Before every script, so it is in the document when the app starts.
  const scriptAt = shell.indexOf('<script');
  return (shell.slice(0, scriptAt) + `${dataBlock}\n    ` + shell.slice(scriptAt))
    .replace(/<html lang="[^"]*"/, () => htmlTag)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(rootElement, () => `<div id="root">${page.html}</div>`);
}

/** GET /dashboard: rendered with its data for a signed-in student, app.html for anyone else. */
export function registerDashboardFirstData(
  app: ZodApp,
  { deps }: RouteContext,
  { webDistDir }: { webDistDir: string },
): void {
  let dashboardPage: Promise<DashboardPage | null> | undefined;
  const loadOnce = () => {
    dashboardPage ??= loadDashboardPage(webDistDir).catch((error: unknown) => {
      app.log.error({ err: error }, 'the dashboard renderer did not load; app.html instead');
      return null;
    });
    return dashboardPage;
  };

  app.get('/dashboard', {
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const user = request.session?.user;
      const page = user?.role === 'student' ? await loadOnce() : null;
      if (!user || !page) return sendAppShell(reply);
      let html: string;
      try {
        html = await renderDashboard(page, deps, user);
      } catch (error) {
        request.log.error({ err: error }, 'the dashboard did not render; app.html instead');
        return sendAppShell(reply);
      }
      return reply
        .code(200)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  });
}
