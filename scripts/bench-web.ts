// `npm run bench:web`: Lighthouse on the pages a visitor and a student meet first (issue 14,
// decision 026). Builds nothing: run `npm run build` first (it measures web/dist as it is).
//
// Starts the portal as `npm start` runs it (child process, embedded database in a fresh temporary
// DATA_DIR, free loopback port), registers a student through the HTTP API as the web client does
// (CSRF token, POST /api/auth/register, the verification link from the .eml file the server
// writes under DATA_DIR/mail, POST /api/auth/verify-email, POST /api/auth/login) and keeps the
// session cookie. Then runs Lighthouse's default configuration (mobile: a Moto G Power-sized
// screen, simulated Slow 4G and a 4x slower CPU), categories performance and accessibility, on
// /, /fr, /login and /dashboard (the last with the session cookie), each in a fresh headless Debian
// Chromium (/usr/bin/chromium or CHROMIUM_PATH; never a downloaded browser) with its own empty
// profile. Each page is measured BENCH_WEB_RUNS times (default 3) and the run with the median
// performance score is reported: one table of scores, bytes transferred, LCP, TBT and CLS, and
// the landing page's JavaScript as `npm run measure:landing` counts it (gzip limit 170 KB).
//
//   npm run bench:web               the four pages, median of BENCH_WEB_RUNS runs
//   npm run bench:web -- --smoke    only /, one run: checks that Lighthouse returns scores (CI)
//   npm run bench:web -- --page /dashboard   only the pages named (repeatable), while iterating
//
// BENCH_WEB_REPORTS=<dir> also writes each reported run's full Lighthouse result as JSON there,
// and its trace (<page>.trace.json, for Chromium's performance panel).
// Exits 1 when a page fails to load (a Lighthouse runtime error twice in a row, a redirect away
// from the page, a missing score) or the portal does not start.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { simpleParser } from 'mailparser';
import { kilobytes, landingJsGzipBudget, measureLandingWeight } from './lib/landing-weight.ts';
import { freePort } from './lib/process-probes.ts';

const { values: options } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    page: { type: 'string', multiple: true },
  },
});
const smoke = options.smoke;
const onlyPages = options.page ?? [];
const runs = smoke ? 1 : Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const reportsDir = process.env.BENCH_WEB_REPORTS;

const repoRoot = path.resolve(import.meta.dirname, '..');
const webDist = path.join(repoRoot, 'web/dist');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const student = { email: 'bench-web-student@example.com', password: 'bench-web-password-1' };

class PageFailure extends Error {}

/** Lighthouse's own hiccups ("Please run Lighthouse again"): such a run is tried once more. */
class LighthouseRuntimeError extends PageFailure {}

// --- the portal --------------------------------------------------------------------------------

interface Portal {
  child: ChildProcess;
  baseUrl: string;
  dataDir: string;
}

async function startPortal(): Promise<Portal> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'studypath-bench-web-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=4', path.join(repoRoot, 'server/src/main.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: baseUrl,
        DATA_DIR: dataDir,
        WEB_DIST_DIR: webDist,
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: 'bench-web-admin@example.com',
        ADMIN_PASSWORD: 'bench-web-admin-password',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the portal exited (code ${code}) on start`))),
  );
  const ready = (async () => {
    for (let attempt = 0; attempt < 600; attempt += 1) {
      try {
        if ((await fetch(`${baseUrl}/readyz`)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error('the portal was not ready within 60 s');
  })();
  await Promise.race([ready, exited]);
  exited.catch(() => undefined); // a later exit is the stop we asked for
  return { child, baseUrl, dataDir };
}

async function stopPortal(portal: Portal): Promise<void> {
  if (portal.child.exitCode === null) {
    const exit = new Promise((resolve) => portal.child.once('exit', resolve));
    portal.child.kill('SIGTERM');
    await exit;
  }
  await rm(portal.dataDir, { recursive: true, force: true });
}

// --- a signed-in student, through the HTTP API -------------------------------------------------

/** One browser's cookies, as a Cookie header. */
class CookieJar {
  readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

async function call(
  baseUrl: string,
  jar: CookieJar,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<unknown> {
  const headers: Record<string, string> = {};
  if (method === 'POST') {
    // A fresh token per state-changing call, as the web client's api-client does; it comes with
    // the cookie it is checked against.
    const token = (await call(baseUrl, jar, 'GET', '/api/csrf-token')) as { csrfToken: string };
    headers['x-csrf-token'] = token.csrfToken;
    headers['content-type'] = 'application/json';
  }
  headers.cookie = jar.header();
  const response = await fetch(new URL(url, baseUrl), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  jar.store(response);
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
  return response.headers.get('content-type')?.includes('application/json')
    ? JSON.parse(text)
    : text;
}

/** The verification link of the email the server wrote for `to` (its file driver, no SMTP_URL). */
async function verificationToken(dataDir: string, to: string): Promise<string> {
  const mailDir = path.join(dataDir, 'mail');
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const names = existsSync(mailDir) ? await readdir(mailDir) : [];
    for (const name of names.filter((file) => file.endsWith('.eml'))) {
      const mail = await simpleParser(await readFile(path.join(mailDir, name)));
      const recipients = [mail.to ?? []].flat().flatMap((field) => field.value);
      if (!recipients.some((address) => address.address?.toLowerCase() === to)) continue;
      const link = (mail.text ?? '').match(/https?:\/\/\S+\/verify-email\?\S+/)?.[0];
      const token = link ? new URL(link).searchParams.get('token') : null;
      if (token) return token;
    }
    await sleep(200);
  }
  throw new Error(`no verification email to ${to} in ${mailDir} within 30 s`);
}

/** Registers, verifies and signs in a student; returns the Cookie header of that session. */
async function signedInStudent(portal: Portal): Promise<string> {
  const jar = new CookieJar();
  const { email, password } = student;
  await call(portal.baseUrl, jar, 'POST', '/api/auth/register', {
    email,
    password,
    confirmPassword: password,
    acceptTerms: true,
    acceptPrivacy: true,
  });
  const token = await verificationToken(portal.dataDir, email);
  await call(portal.baseUrl, jar, 'POST', '/api/auth/verify-email', { token });
  await call(portal.baseUrl, jar, 'POST', '/api/auth/login', { email, password });
  const me = (await call(portal.baseUrl, jar, 'GET', '/api/auth/me')) as { email?: string };
  if (me.email !== email) throw new Error('signed in, but /api/auth/me does not name the student');
  return jar.header();
}

// --- Lighthouse ---------------------------------------------------------------------------------

interface PageResult {
  page: string;
  performance: number;
  accessibility: number;
  scriptBytes: number;
  totalBytes: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lhr: Result;
  trace: unknown;
}

function numericAudit(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new PageFailure(`${id} is missing from the report`);
  return value;
}

/** Bytes transferred per resource type, from the resource-summary audit. */
function transferred(lhr: Result, type: 'script' | 'total'): number {
  const details = lhr.audits['resource-summary']?.details;
  const items: Record<string, unknown>[] = details?.type === 'table' ? details.items : [];
  const row = items.find((item) => item.resourceType === type);
  return typeof row?.transferSize === 'number' ? row.transferSize : Number.NaN;
}

async function lighthouseOnce(
  baseUrl: string,
  page: string,
  cookie: string | undefined,
): Promise<PageResult> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'studypath-bench-web-chromium-'));
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, userDataDir });
  try {
    const url = `${baseUrl}${page}`;
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new PageFailure(`${page}: Lighthouse returned nothing`);
    if (lhr.runtimeError) {
      throw new LighthouseRuntimeError(
        `${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    }
    const landedOn = new URL(lhr.finalDisplayedUrl).pathname;
    if (landedOn !== page) throw new PageFailure(`${page}: the browser ended on ${landedOn}`);
    const performance = lhr.categories.performance?.score;
    const accessibility = lhr.categories.accessibility?.score;
    if (typeof performance !== 'number' || typeof accessibility !== 'number') {
      throw new PageFailure(`${page}: no performance or accessibility score`);
    }
    return {
      page,
      performance: Math.round(performance * 100),
      accessibility: Math.round(accessibility * 100),
      scriptBytes: transferred(lhr, 'script'),
      totalBytes: transferred(lhr, 'total'),
      lcpMs: numericAudit(lhr, 'largest-contentful-paint'),
      tbtMs: numericAudit(lhr, 'total-blocking-time'),
      cls: numericAudit(lhr, 'cumulative-layout-shift'),
      lhr,
      trace: result.artifacts.Trace,
    };
  } finally {
    chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

/** The run with the median performance score (Lighthouse varies from run to run). */
async function measurePage(
  baseUrl: string,
  page: string,
  cookie: string | undefined,
): Promise<PageResult> {
  const results: PageResult[] = [];
  for (let run = 1; run <= runs; run += 1) {
    let result: PageResult;
    try {
      result = await lighthouseOnce(baseUrl, page, cookie);
    } catch (error) {
      // A trace Lighthouse failed to record (NO_NAVSTART and the like) says nothing about the
      // page; a page that does not load fails the second time too.
      if (!(error instanceof LighthouseRuntimeError)) throw error;
      console.error(`  ${page} run ${run}/${runs}: ${error.message}; once more`);
      result = await lighthouseOnce(baseUrl, page, cookie);
    }
    console.error(
      `  ${page} run ${run}/${runs}: performance ${result.performance}, accessibility ${result.accessibility}`,
    );
    results.push(result);
  }
  results.sort((a, b) => a.performance - b.performance);
  const median = results[Math.floor((results.length - 1) / 2)];
  if (!median) throw new PageFailure(`${page}: no run`);
  if (reportsDir) {
    await mkdir(reportsDir, { recursive: true });
    const name = page === '/' ? 'landing' : page.slice(1).replaceAll('/', '-');
    await writeFile(path.join(reportsDir, `${name}.json`), JSON.stringify(median.lhr, null, 1));
    await writeFile(path.join(reportsDir, `${name}.trace.json`), JSON.stringify(median.trace));
  }
  return median;
}

function printTable(results: PageResult[]): void {
  const header = ['page', 'perf', 'a11y', 'JS KB', 'total KB', 'LCP ms', 'TBT ms', 'CLS'];
  const rows = results.map((result) => [
    result.page,
    String(result.performance),
    String(result.accessibility),
    (result.scriptBytes / 1024).toFixed(1),
    (result.totalBytes / 1024).toFixed(1),
    result.lcpMs.toFixed(0),
    result.tbtMs.toFixed(0),
    result.cls.toFixed(3),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

// --- main ---------------------------------------------------------------------------------------

if (!existsSync(path.join(webDist, 'index.html'))) {
  console.error(`No ${path.relative(repoRoot, webDist)}/index.html: run "npm run build" first.`);
  process.exit(1);
}
if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath} (apt-get install chromium, or set CHROMIUM_PATH).`);
  process.exit(1);
}

const landing = measureLandingWeight(webDist);
const portal = await startPortal();
let failed = false;
try {
  let pages: { page: string; cookie?: string }[] = [{ page: '/' }];
  if (!smoke) {
    const cookie = await signedInStudent(portal);
    // The French landing page too (issue 27): prerendered like /, it should score like it.
    pages.push({ page: '/fr' }, { page: '/login' }, { page: '/dashboard', cookie });
  }
  if (onlyPages.length > 0) pages = pages.filter(({ page }) => onlyPages.includes(page));
  console.error(
    `Lighthouse (mobile, simulated throttling) on ${portal.baseUrl}, ${runs} run(s) per page`,
  );
  // One request per page first, so no measured run pays for the server's first answers.
  for (const { page, cookie } of pages) {
    await fetch(`${portal.baseUrl}${page}`, { headers: cookie ? { cookie } : {} });
  }
  const results: PageResult[] = [];
  for (const { page, cookie } of pages) {
    try {
      results.push(await measurePage(portal.baseUrl, page, cookie));
    } catch (error) {
      if (!(error instanceof PageFailure)) throw error;
      console.error(`FAILED ${error.message}`);
      failed = true;
    }
  }
  console.log('');
  printTable(results);
  console.log(
    `\nLanding page JavaScript (measure:landing): ${kilobytes(landing.js.raw)} raw, ${kilobytes(landing.js.gzip)} gzip (limit ${kilobytes(landingJsGzipBudget)}), ${kilobytes(landing.js.brotli)} brotli`,
  );
  if (smoke && results.length === 0) failed = true;
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await stopPortal(portal);
}
process.exitCode = failed ? 1 : 0;
