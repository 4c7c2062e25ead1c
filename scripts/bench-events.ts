// Benchmark for the live event stream (issue 11, decision 023), in two parts:
//
// 1. 1,000 idle streams against one server: the portal runs as `npm start` runs it (child process,
//    embedded database, temporary DATA_DIR); 1,000 signed-in students (sessions seeded directly)
//    each open GET /api/events. Reports the server's RSS before and with the streams open, the time
//    to open them all, and how soon one student's sign-out reaches their stream (session trigger →
//    NOTIFY → hub → that one stream among 1,000).
// 2. What an idle student tab costs: Debian's Chromium opens /messages on a thread for a minute
//    (BENCH_IDLE_SECONDS) and every request the page makes after settling is counted, once with the
//    stream and once with /api/events blocked (the spec's polling). Goal: at most 0.05 requests a
//    second with the stream, against the spec's ~0.6. Needs the built web app (npm run build).
//
//   npm run bench:events      (BENCH_STREAMS=1000 BENCH_IDLE_SECONDS=60)
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { openDatabase } from '../server/src/platform/db/client.ts';
import { migrateDatabase } from '../server/src/platform/db/migrate.ts';
import { messages, messageThreads, users } from '../server/src/platform/db/schema/index.ts';
import { startSession } from '../server/src/platform/sessions/sessions.service.ts';
import { systemClock } from '../server/src/platform/service-deps.ts';
import { freePort, rssKilobytes } from './lib/process-probes.ts';

const streamCount = Number(process.env.BENCH_STREAMS ?? 1000);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const repoRoot = path.resolve(import.meta.dirname, '..');
const webDist = path.join(repoRoot, 'web/dist');
const sessionCookie = 'sp_session';

async function rssMegabytes(pid: number): Promise<number> {
  return (await rssKilobytes(pid)) / 1024;
}

interface Seeded {
  dataDir: string;
  /** Raw session cookie values, one per student. */
  sessions: string[];
  threadId: string;
}

/** Students, their sessions and one thread with a few messages for the first of them. */
async function seed(students: number): Promise<Seeded> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'studypath-bench-events-'));
  const handle = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    await migrateDatabase(handle);
    const { db } = handle;
    // A hash no password matches: these students only ever use the sessions made below.
    await db.execute(sql`
      insert into users (email, password_hash, role, email_verified_at)
      select 'bench-' || n || '@example.com', 'not-a-password-hash', 'student', now()
      from generate_series(1, ${students}) as n`);
    const ids = (
      await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'student'))
        .orderBy(users.email)
    ).map((row) => row.id);
    const deps = { db, now: systemClock };
    const sessions: string[] = [];
    for (const userId of ids) {
      const { rawId } = await startSession(deps, { userId, userAgent: 'bench', ip: '127.0.0.1' });
      sessions.push(rawId);
    }
    const first = ids[0];
    if (!first) throw new Error('no students');
    const [thread] = await db
      .insert(messageThreads)
      .values({ studentId: first, subject: 'My study permit', createdBy: first })
      .returning({ id: messageThreads.id });
    if (!thread) throw new Error('no thread');
    await db.insert(messages).values({
      threadId: thread.id,
      senderId: first,
      senderRole: 'student',
      content: 'Which documents do I need for the study permit?',
    });
    const threadId = thread.id;
    return { dataDir, sessions, threadId };
  } finally {
    await handle.close();
  }
}

async function startPortal(dataDir: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=4', path.join(repoRoot, 'server/src/main.ts')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        PAYMENTS_PROVIDER: 'simulated',
        ADMIN_EMAIL: 'bench-admin@example.com',
        ADMIN_PASSWORD: 'bench-admin-password',
        WEB_DIST_DIR: webDist,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 300) throw new Error('server did not become ready');
    await sleep(100);
  }
  return { child, baseUrl };
}

async function stopPortal(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

interface RawStream {
  /** Resolves with the time the named event arrived. */
  waitFor: (name: string) => Promise<number>;
  close: () => void;
}

/** One EventSource-like connection over its own socket (no agent pooling). */
function openRawStream(baseUrl: string, cookie: string): Promise<RawStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${baseUrl}/api/events`,
      {
        agent: false,
        headers: { cookie: `${sessionCookie}=${cookie}`, accept: 'text/event-stream' },
      },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream answered ${response.statusCode}`));
          response.resume();
          return;
        }
        const seen = new Map<string, number>();
        const waiting = new Map<string, (at: number) => void>();
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
            const name = /^event: (.+)$/m.exec(buffer.slice(0, end))?.[1];
            buffer = buffer.slice(end + 2);
            if (!name) continue;
            const at = performance.now();
            seen.set(name, at);
            waiting.get(name)?.(at);
          }
        });
        resolve({
          waitFor: (name) => {
            const at = seen.get(name);
            if (at !== undefined) return Promise.resolve(at);
            return new Promise((done) => waiting.set(name, done));
          },
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}

async function benchStreams(): Promise<void> {
  const seeded = await seed(streamCount);
  const { child, baseUrl } = await startPortal(seeded.dataDir);
  const pid = child.pid ?? 0;
  const streams: RawStream[] = [];
  try {
    // Warm up the route and the session lookup once.
    const warm = await openRawStream(baseUrl, seeded.sessions[0] ?? '');
    await warm.waitFor('ready');
    warm.close();
    await sleep(1000);
    const before = await rssMegabytes(pid);
    const started = performance.now();
    // In waves of 50, as browsers would arrive: not 1,000 handshakes in the same millisecond.
    for (let index = 0; index < seeded.sessions.length; index += 50) {
      const wave = await Promise.all(
        seeded.sessions.slice(index, index + 50).map(async (cookie) => {
          const stream = await openRawStream(baseUrl, cookie);
          await stream.waitFor('ready');
          return stream;
        }),
      );
      streams.push(...wave);
    }
    const openMs = performance.now() - started;
    await sleep(2000);
    const withStreams = await rssMegabytes(pid);

    // One student signs out; their stream (one among all) hears it.
    const last = seeded.sessions.length - 1;
    const target = streams[last];
    const cookie = `${sessionCookie}=${seeded.sessions[last] ?? ''}`;
    const tokenAnswer = await fetch(`${baseUrl}/api/csrf-token`, { headers: { cookie } });
    const { csrfToken } = (await tokenAnswer.json()) as { csrfToken: string };
    const signOutAt = performance.now();
    const signedOut = await fetch(`${baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrfToken },
    });
    if (!signedOut.ok) throw new Error(`sign-out answered ${signedOut.status}`);
    const endedAt = target ? await target.waitFor('session-ended') : Number.NaN;

    process.stdout.write(
      `${streams.length} idle event streams on one server (embedded database):\n` +
        `  RSS ${before.toFixed(1)} MB before, ${withStreams.toFixed(1)} MB with the streams open ` +
        `(+${(withStreams - before).toFixed(1)} MB, ${(((withStreams - before) * 1024) / streams.length).toFixed(1)} KB per stream)\n` +
        `  opened in ${(openMs / 1000).toFixed(1)} s; a sign-out reached its stream ${(endedAt - signOutAt).toFixed(0)} ms after the request was sent\n`,
    );
  } finally {
    for (const stream of streams) stream.close();
    await stopPortal(child);
    await rm(seeded.dataDir, { recursive: true, force: true });
  }
}

async function benchIdleTab(): Promise<void> {
  if (!existsSync(path.join(webDist, 'app.html'))) {
    process.stdout.write('Idle tab: skipped, the web app is not built (npm run build)\n');
    return;
  }
  const seeded = await seed(1);
  const { child, baseUrl } = await startPortal(seeded.dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const withStream of [true, false]) {
      const context = await browser.newContext();
      await context.addCookies([
        { name: sessionCookie, value: seeded.sessions[0] ?? '', url: baseUrl },
      ]);
      if (!withStream) await context.route('**/api/events', (route) => route.abort());
      const page = await context.newPage();
      await page.goto(`${baseUrl}/messages?thread=${seeded.threadId}`);
      await page.getByText('Which documents do I need for the study permit?').waitFor();
      await sleep(5000);
      const requests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/')) requests.push(new URL(request.url()).pathname);
      });
      await sleep(idleSeconds * 1000);
      const perSecond = requests.length / idleSeconds;
      const byPath = new Map<string, number>();
      for (const pathname of requests) byPath.set(pathname, (byPath.get(pathname) ?? 0) + 1);
      process.stdout.write(
        `Idle student tab on /messages for ${idleSeconds} s, ${withStream ? 'live stream on' : 'stream blocked (spec polling)'}: ` +
          `${requests.length} requests, ${perSecond.toFixed(3)} req/s` +
          (byPath.size > 0
            ? ` (${[...byPath].map(([name, count]) => `${name.replace(/[0-9a-f-]{36}/g, '{id}')} ${count}`).join(', ')})`
            : '') +
          '\n',
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await stopPortal(child);
    await rm(seeded.dataDir, { recursive: true, force: true });
  }
}

process.stdout.write('Live event stream benchmark\n');
await benchStreams();
await benchIdleTab();
