// The whole performance benchmark of issue 14 in one run, printed as one Markdown report:
//
// For each database, the embedded PGlite and a PostgreSQL server (started on loopback the way
// .ci/run starts one, or the one DATABASE_URL names, in a database of the bench's own):
//  1. seed realistic data straight into the database (bench-poll-seed.ts: N students with
//     profiles, study paths with updates, programs and documents, threads with messages,
//     information requests and a signed-in session each);
//  2. closed-loop throughput of bare Fastify (GET /hello, and one indexed SELECT on that database),
//     measured while the portal is not running (PGlite is single-process);
//  3. start the portal as production does (node --max-semi-space-size=4 server/src/main.ts, a
//     fresh DATA_DIR, LOG_LEVEL=warn) and measure /livez, /api/auth/me, the admin's
//     /api/user/profile and every endpoint the student screens poll, with and without a matching
//     If-None-Match, each as a ratio to the bare yardsticks;
//  4. the open-loop poll mix: every student has one screen open with the live stream off and polls
//     at the spec's intervals while a consultant writes a few times a second
//     (bench-poll-mix.ts).
// It reports against the issue's goals and asserts nothing. The poll mix's window opens after a
// 30 s warm-up (the longest poll interval): every page has fetched once and holds its ETag, and the
// backlog of 5,000 pages' first full answers has drained; the warm-up's own latency is reported
// on a line of its own, and the window's p99 by sixths shows whether it had settled.
//
//   npm run bench                          the full run (5,000 students, both databases; about
//                                          11 minutes on 2 cores)
//   npm run bench -- --smoke               CI's smoke: 20 students, 0.5 s per endpoint, a 3 s mix on
//                                          ONE database (PostgreSQL, or PGlite only when no
//                                          PostgreSQL is reachable); exits 1 on any error or 5xx
//   npm run bench -- --out bench.md        also write the report to a file
//   options: --db both|pg|pglite|pg-else-pglite, --students N, --mix-seconds S,
//            --mix-warmup-seconds S, --mix-connections N, --endpoint-seconds S,
//            --endpoint-warmup-seconds S, --cannon-connections N, --replies-per-second R,
//            --notes-per-second R, --database-url URL (default $DATABASE_URL)
//
// PostgreSQL: with --database-url or DATABASE_URL the bench uses that server (it creates a
// database studypath_bench_* there and drops it at the end, so it needs CREATEDB; CI passes the
// server its server suite just used); without either it starts its own server on loopback from
// /usr/lib/postgresql/*/bin and removes it at the end; if that is not installed or the server does
// not answer, the PostgreSQL half is skipped with a message saying why (the smoke then runs PGlite).
// Progress goes to stderr, the Markdown report to stdout. Every child process, the PostgreSQL
// server, the bench database and the temporary directories are removed at the end, on an error
// and on Ctrl-C.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createCookieSettings } from '../server/src/platform/http/cookies.ts';
import { createTestClient } from '../server/test/http-client.ts';
import { cpuSeconds, machineBusySeconds, treeCpuSeconds } from './lib/bench-poll-cpu.ts';
import { pollEndpoints, pollHeaders, runPollMix, screens } from './lib/bench-poll-mix.ts';
import {
  createBenchDatabase,
  existingPostgres,
  findPostgresBinDir,
  probePostgres,
  startLoopbackPostgres,
  type PostgresServer,
} from './lib/bench-poll-postgres.ts';
import { killAllChildren, startNodeChild, type RunningChild } from './lib/bench-poll-processes.ts';
import {
  evaluateGoals,
  renderGoals,
  renderRun,
  type DatabaseRun,
  type ThroughputRow,
} from './lib/bench-poll-report.ts';
import {
  adminEmail,
  adminPassword,
  seedDatabase,
  type SeededStudent,
} from './lib/bench-poll-seed.ts';
import {
  measureThroughput,
  probe,
  type CpuProbe,
  type ThroughputOptions,
} from './lib/bench-poll-throughput.ts';
import { freePort } from './lib/process-probes.ts';

const { values: flags } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    out: { type: 'string' },
    db: { type: 'string' },
    students: { type: 'string' },
    'mix-seconds': { type: 'string' },
    'mix-warmup-seconds': { type: 'string' },
    'mix-connections': { type: 'string' },
    'endpoint-seconds': { type: 'string' },
    'endpoint-warmup-seconds': { type: 'string' },
    'cannon-connections': { type: 'string' },
    'replies-per-second': { type: 'string' },
    'notes-per-second': { type: 'string' },
    'database-url': { type: 'string' },
  },
});

const isSmoke = flags.smoke;
function numberFlag(name: keyof typeof flags, full: number, smoke: number): number {
  const given = flags[name];
  const value = typeof given === 'string' ? Number(given) : isSmoke ? smoke : full;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number ≥ 0`);
  return value;
}

const settings = {
  students: Math.max(1, Math.round(numberFlag('students', 5000, 20))),
  mixSeconds: numberFlag('mix-seconds', 60, 3),
  // 30 s: the longest poll interval, so every poller has fetched once (and holds its ETag) and the
  // backlog of 5,000 pages' first full answers has drained before the window opens.
  mixWarmupSeconds: numberFlag('mix-warmup-seconds', 30, 1),
  mixConnections: Math.max(1, Math.round(numberFlag('mix-connections', 64, 8))),
  cannon: {
    connections: Math.max(1, Math.round(numberFlag('cannon-connections', 50, 10))),
    seconds: numberFlag('endpoint-seconds', 8, 0.5),
    warmupSeconds: numberFlag('endpoint-warmup-seconds', 1, 0),
  } satisfies ThroughputOptions,
  repliesPerSecond: numberFlag('replies-per-second', 2, 2),
  notesPerSecond: numberFlag('notes-per-second', 1, 1),
};
// The smoke runs one database: PostgreSQL, or PGlite when no PostgreSQL is reachable.
const databases = flags.db ?? (isSmoke ? 'pg-else-pglite' : 'both');
if (!['both', 'pg', 'pglite', 'pg-else-pglite'].includes(databases))
  throw new Error('--db is both, pg, pglite or pg-else-pglite');
const databaseUrl = flags['database-url'] ?? process.env.DATABASE_URL;

/** Progress goes to stderr; stdout carries only the report. */
const benchStart = Date.now();
const progress = (message: string) =>
  process.stderr.write(`[bench ${((Date.now() - benchStart) / 1000).toFixed(1)} s] ${message}\n`);

// Everything to undo, newest first, whether the run ends, fails or is interrupted.
const cleanups: { name: string; run: () => Promise<void> }[] = [];
function onCleanup(name: string, run: () => Promise<void>): () => Promise<void> {
  const entry = { name, run };
  cleanups.push(entry);
  return async () => {
    const index = cleanups.indexOf(entry);
    if (index === -1) return;
    cleanups.splice(index, 1);
    await entry.run();
  };
}
async function cleanUpAll(): Promise<void> {
  for (let entry = cleanups.pop(); entry; entry = cleanups.pop()) {
    try {
      await entry.run();
    } catch (error) {
      progress(`cleaning up ${entry.name} failed: ${String(error)}`);
    }
  }
}
let isInterrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (isInterrupted) return;
    isInterrupted = true;
    progress(`${signal}: stopping the servers and removing the temporary files`);
    void cleanUpAll().finally(() => process.exit(130));
  });
}
process.on('exit', killAllChildren);

const throughputHeaders = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

/** CPU seconds of a server under test, with PostgreSQL's (when we run it) and the bench's. */
function cpuProbeFor(pid: number, postgresCpu: (() => number) | null): CpuProbe {
  return () => ({
    server: cpuSeconds(pid),
    postgres: postgresCpu?.() ?? null,
    bench: cpuSeconds('self'),
    machine: machineBusySeconds(),
  });
}

async function measureBare(
  run: DatabaseRun,
  options: {
    dataDir: string;
    databaseUrl: string | undefined;
    postgresCpu: (() => number) | null;
  },
): Promise<void> {
  const port = await freePort();
  const bare = await startNodeChild({
    name: 'bare Fastify',
    script: 'scripts/lib/bench-poll-bare-server.ts',
    port,
    env: options.databaseUrl
      ? { BENCH_BARE_PORT: String(port), BENCH_BARE_DATABASE_URL: options.databaseUrl }
      : {
          BENCH_BARE_PORT: String(port),
          BENCH_BARE_PGLITE_DIR: path.join(options.dataDir, 'pglite'),
        },
    readyPath: '/hello',
  });
  const release = onCleanup('bare Fastify', bare.stop);
  const cpu = cpuProbeFor(bare.pid, options.postgresCpu);
  try {
    progress(`${run.database}: bare Fastify GET /hello`);
    run.rows.push({
      name: 'bare Fastify GET /hello',
      kind: 'hello',
      result: await measureThroughput(
        `${bare.baseUrl}/hello`,
        throughputHeaders,
        settings.cannon,
        cpu,
      ),
    });
    progress(`${run.database}: bare Fastify + one indexed SELECT`);
    run.rows.push({
      name: 'bare Fastify + indexed SELECT (users by id)',
      kind: 'query',
      result: await measureThroughput(
        `${bare.baseUrl}/query`,
        throughputHeaders,
        settings.cannon,
        cpu,
      ),
    });
  } finally {
    await release();
  }
}

async function measurePortal(
  run: DatabaseRun,
  portal: RunningChild,
  cookies: { student: string; admin: string },
  student: SeededStudent,
  postgresCpu: (() => number) | null,
): Promise<void> {
  const cpu = cpuProbeFor(portal.pid, postgresCpu);
  const measure = async (
    row: Omit<ThroughputRow, 'result'>,
    url: string,
    headers: Record<string, string>,
  ) => {
    progress(`${run.database}: ${row.name}`);
    run.rows.push({ ...row, result: await measureThroughput(url, headers, settings.cannon, cpu) });
  };
  await measure(
    { name: 'GET /livez', kind: 'livez' },
    `${portal.baseUrl}/livez`,
    throughputHeaders,
  );
  await measure(
    { name: 'GET /api/auth/me (student)', kind: 'signed-in' },
    `${portal.baseUrl}/api/auth/me`,
    { ...throughputHeaders, cookie: cookies.student },
  );
  await measure(
    { name: 'GET /api/user/profile (admin)', kind: 'signed-in' },
    `${portal.baseUrl}/api/user/profile`,
    { ...throughputHeaders, cookie: cookies.admin },
  );
  const polled = { ...pollHeaders(), cookie: cookies.student };
  for (const { endpoint, path: pathOf } of pollEndpoints) {
    const url = `${portal.baseUrl}${pathOf(student)}`;
    await measure({ name: endpoint, kind: 'poll' }, url, polled);
    const first = await probe(url, polled);
    if (first.etag === null) {
      run.rows.push({
        name: `${endpoint}, If-None-Match`,
        kind: 'poll-304',
        result: null,
        note: first.status === 200 ? 'no ETag in the answer' : `answered ${first.status}`,
      });
      continue;
    }
    await measure({ name: `${endpoint}, If-None-Match`, kind: 'poll-304' }, url, {
      ...polled,
      'if-none-match': first.etag,
    });
  }
}

async function signInAdmin(baseUrl: string): Promise<{ cookie: string; csrfToken: string }> {
  const client = createTestClient(baseUrl);
  const answer = await client.login(adminEmail, adminPassword);
  if (answer.status !== 200)
    throw new Error(`the consultant's sign-in answered ${answer.status}: ${answer.text}`);
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return { cookie, csrfToken: await client.csrf() };
}

async function runDatabase(
  database: 'PostgreSQL' | 'PGlite',
  server: PostgresServer | null,
): Promise<DatabaseRun> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'studypath-bench-'));
  const releaseDir = onCleanup('data directory', () =>
    rm(dataDir, { recursive: true, force: true }),
  );
  let releaseDatabase: (() => Promise<void>) | undefined;
  try {
    let url: string | undefined;
    if (server) {
      const created = await createBenchDatabase(server.adminUrl);
      url = created.url;
      releaseDatabase = onCleanup('bench database', created.drop);
    }
    const run: DatabaseRun = {
      database,
      title: server
        ? `PostgreSQL ${server.version}: ${server.description}`
        : 'PGlite (embedded, DATA_DIR/pglite)',
      seedSeconds: 0,
      rowCounts: {},
      rows: [],
      mix: null,
      portalLog: { notable: [], warnings: 0, errors: 0 },
    };
    progress(`${database}: seeding ${settings.students} students`);
    const seed = await seedDatabase({ dataDir, databaseUrl: url, studentCount: settings.students });
    run.seedSeconds = seed.seconds;
    run.rowCounts = seed.rowCounts;
    const student = seed.students[0];
    if (!student) throw new Error('no students seeded');

    const postmasterPid = server?.postmasterPid ?? null;
    const postgresCpu = postmasterPid === null ? null : () => treeCpuSeconds(postmasterPid);
    await measureBare(run, { dataDir, databaseUrl: url, postgresCpu });

    const port = await freePort();
    const appUrl = `http://127.0.0.1:${port}`;
    progress(`${database}: starting the portal`);
    const portal = await startNodeChild({
      name: 'portal',
      script: 'server/src/main.ts',
      port,
      env: {
        NODE_ENV: 'production',
        // The bench pays nothing: test payments, said by name as production requires.
        PAYMENTS_PROVIDER: 'simulated',
        HOST: '127.0.0.1',
        PORT: String(port),
        APP_URL: appUrl,
        DATA_DIR: dataDir,
        ADMIN_EMAIL: adminEmail,
        ADMIN_PASSWORD: adminPassword,
        LOG_LEVEL: 'warn',
        ...(url ? { DATABASE_URL: url } : {}),
      },
      readyPath: '/readyz',
    });
    run.portalLog = portal.log;
    const releasePortal = onCleanup('portal', portal.stop);
    try {
      const sessionCookieName = createCookieSettings(appUrl.startsWith('https:')).names.session;
      const sessionCookie = (raw: string) => `${sessionCookieName}=${raw}`;
      const admin = await signInAdmin(portal.baseUrl);
      await measurePortal(
        run,
        portal,
        { student: sessionCookie(student.cookie), admin: admin.cookie },
        student,
        postgresCpu,
      );

      progress(
        `${database}: poll mix, ${settings.students} students for ${settings.mixSeconds} s after ${settings.mixWarmupSeconds} s warm-up`,
      );
      run.mix = await runPollMix({
        baseUrl: portal.baseUrl,
        students: seed.students,
        sessionCookie,
        admin,
        connections: settings.mixConnections,
        warmupSeconds: settings.mixWarmupSeconds,
        seconds: settings.mixSeconds,
        repliesPerSecond: settings.repliesPerSecond,
        notesPerSecond: settings.notesPerSecond,
        cpuProbe: cpuProbeFor(portal.pid, postgresCpu),
      });
    } finally {
      await releasePortal();
    }
    return run;
  } finally {
    if (releaseDatabase) await releaseDatabase();
    await releaseDir();
  }
}

/** The PostgreSQL server for this run, or why there is none. */
async function choosePostgres(): Promise<PostgresServer | string> {
  if (databaseUrl) {
    const problem = await probePostgres(databaseUrl);
    if (problem) return `the server DATABASE_URL names does not answer (${problem})`;
    return existingPostgres(databaseUrl);
  }
  const binDir = findPostgresBinDir();
  if (!binDir)
    return 'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/pg_ctl; apt-get install postgresql)';
  progress(`starting PostgreSQL from ${binDir} on loopback`);
  return startLoopbackPostgres(binDir);
}

function problemsOf(run: DatabaseRun): string[] {
  const problems: string[] = [];
  for (const row of run.rows) {
    if (row.result && row.result.errors > 0)
      problems.push(
        `${run.database}: ${row.name}: ${row.result.errors} errors ${JSON.stringify(row.result.errorStatuses)}`,
      );
  }
  if (run.mix) {
    for (const stats of [...run.mix.endpoints, ...run.mix.writes]) {
      if (stats.errors > 0)
        problems.push(
          `${run.database}: poll mix ${stats.endpoint}: ${stats.errors} errors ${JSON.stringify(stats.errorStatuses)}`,
        );
    }
    if (run.mix.warmup.errors > 0)
      problems.push(
        `${run.database}: poll mix warm-up: ${run.mix.warmup.errors} errors ${JSON.stringify(run.mix.warmup.errorStatuses)}`,
      );
    if (run.mix.unfinished > 0)
      problems.push(`${run.database}: ${run.mix.unfinished} polls unanswered`);
  }
  if (run.portalLog.errors > 0)
    problems.push(`${run.database}: the portal logged ${run.portalLog.errors} errors`);
  return problems;
}

async function main(): Promise<number> {
  const started = Date.now();
  const runs: DatabaseRun[] = [];
  const skipped: string[] = [];
  if (databases === 'both' || databases === 'pglite') runs.push(await runDatabase('PGlite', null));
  let postgresVersion = 'not used';
  if (databases !== 'pglite') {
    const server = await choosePostgres();
    if (typeof server === 'string') {
      postgresVersion = 'not available';
      skipped.push(
        `PostgreSQL skipped: ${server}.${databases === 'pg-else-pglite' ? ' PGlite instead.' : ''}`,
      );
      progress(skipped.at(-1) ?? '');
      if (databases === 'pg-else-pglite') runs.push(await runDatabase('PGlite', null));
    } else {
      const release = onCleanup('PostgreSQL server', server.stop);
      try {
        postgresVersion = server.version;
        runs.push(await runDatabase('PostgreSQL', server));
      } finally {
        await release();
      }
    }
  }

  const cpus = os.cpus();
  const cores = cpus.length;
  const cannon = `autocannon, ${settings.cannon.connections} connections, ${settings.cannon.seconds} s per endpoint after ${settings.cannon.warmupSeconds} s warm-up`;
  const mix = `${settings.students.toLocaleString('en-US')} students, ${settings.mixSeconds} s after ${settings.mixWarmupSeconds} s warm-up, ${settings.mixConnections} keep-alive connections, live stream off`;
  const report = [
    `# StudyPath benchmark${isSmoke ? ' (smoke)' : ''}`,
    '',
    `- Machine: ${cpus[0]?.model.trim() ?? 'unknown CPU'} × ${cores}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, ${os.type()} ${os.release()}; Node ${process.version}; PostgreSQL ${postgresVersion}.`,
    `- Throughput: ${cannon}; the portal runs as \`node --max-semi-space-size=4 server/src/main.ts\` (NODE_ENV=production, LOG_LEVEL=warn), the bare Fastify yardsticks the same way, measured while the portal is not running. Answers go out compressed when the client asks (accept-encoding: gzip, deflate, br, zstd), as browsers do.`,
    `- Poll mix: ${mix}; every poll marked \`X-Session-Activity: passive\` and sent with the last ETag as If-None-Match. Screens: ${screens.map((screen) => `${percent(screen.share)} ${screen.name}`).join('; ')}. A consultant writes meanwhile: ${settings.repliesPerSecond} replies/s to random students' open threads and ${settings.notesPerSecond} notes edits/s on random study paths.`,
    `- CPU columns: cores used during each measurement by the server under test, PostgreSQL (when the bench runs it), the bench itself (autocannon and the poll generator run inside it) and every other process on the machine; "other" well above 0 means the run shared the cores with something else and its figures are low by that much.`,
    `- Data per student: a filled-in profile, one study path (quiz answers, 6 updates, 2 attached programs of 40, 3 documents), 1–2 threads of 10 messages, 1–2 information requests, a session.`,
    ...skipped.map((line) => `- ${line}`),
    '',
    ...runs.flatMap((run) => [renderRun(run, { cannon, mix, cores }), '']),
    '## Goals',
    '',
    renderGoals(evaluateGoals(runs)),
    '',
    `Run took ${((Date.now() - started) / 60_000).toFixed(1)} min.`,
  ].join('\n');

  const problems = runs.flatMap(problemsOf);
  const ending =
    problems.length === 0
      ? ''
      : `\n\n## Errors\n\n${problems.map((line) => `- ${line}`).join('\n')}`;
  process.stdout.write(`${report}${ending}\n`);
  if (flags.out) await writeFile(flags.out, `${report}${ending}\n`);
  if (isSmoke && problems.length > 0) {
    progress(`smoke failed: ${problems.length} problems (see "Errors")`);
    return 1;
  }
  if (isSmoke && runs.length === 0) {
    progress('smoke failed: no database ran');
    return 1;
  }
  return 0;
}

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  progress(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  await cleanUpAll();
}
process.exit(exitCode);
