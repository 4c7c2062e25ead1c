// Benchmark for "Download my data" (issue 30, decision 040): how much the server's memory grows
// while it builds the export of a student who holds 200 MB of files. The server runs as `npm start`
// runs it (node --max-semi-space-size=4 server/src/main.ts, local storage) in a child process on a
// temporary DATA_DIR; the student uploads ten 20 MB documents through the portal first, as a
// student would. A warm-up export (another student, one small file) loads the zip code and warms
// the caches, so the figure is the build's own. During the measured build the child's RSS is read
// from /proc/<pid>/status every 5 ms and its V8 heap (process.memoryUsage()) through the inspector
// every 50 ms; the figures are the peaks minus the values just before the request.
//
//   npm run bench:export-memory           (BENCH_EXPORT_FILES=10, BENCH_EXPORT_FILE_BYTES=20000000)
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DataExport, DataExportState } from '@studypath/domain';
import { STUDENT_DOCUMENT_MAX_BYTES } from '@studypath/domain';
import { openDatabase } from '../server/src/platform/db/client.ts';
import { migrateDatabase } from '../server/src/platform/db/migrate.ts';
import { systemClock } from '../server/src/platform/service-deps.ts';
import { pdfBytes } from '../server/test/document-factories.ts';
import { uploadDocument } from '../server/test/document-uploads.ts';
import { createUser } from '../server/test/factories.ts';
import { createTestClient, type TestClient } from '../server/test/http-client.ts';
import { insertStudyPath } from '../server/test/study-path-factories.ts';
import { freePort, rssKilobytes } from './lib/process-probes.ts';

const fileCount = Number(process.env.BENCH_EXPORT_FILES ?? 10);
const fileBytes = Number(process.env.BENCH_EXPORT_FILE_BYTES ?? STUDENT_DOCUMENT_MAX_BYTES);
const repoRoot = path.resolve(import.meta.dirname, '..');
const password = 'bench-password-1';

/** The child's heap through the inspector: one Runtime.evaluate of process.memoryUsage(). */
async function connectInspector(url: string) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let nextId = 0;
  const waiting = new Map<number, (value: unknown) => void>();
  socket.addEventListener('message', (event: MessageEvent<string>) => {
    const message = JSON.parse(event.data) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  return {
    heapUsedBytes: async (): Promise<number> => {
      nextId += 1;
      const id = nextId;
      const answer = new Promise<unknown>((resolve) => waiting.set(id, resolve));
      socket.send(
        JSON.stringify({
          id,
          method: 'Runtime.evaluate',
          params: { expression: 'process.memoryUsage().heapUsed', returnByValue: true },
        }),
      );
      const result = (await answer) as { result: { value: number } };
      waiting.delete(id);
      return result.result.value;
    },
    close: () => socket.close(),
  };
}

async function signIn(baseUrl: string, email: string): Promise<TestClient> {
  const client = createTestClient(baseUrl);
  const login = await client.login(email, password);
  if (login.status !== 200) throw new Error(`login: ${login.status} ${login.text}`);
  return client;
}

async function exportAndWait(client: TestClient, onPoll?: () => void): Promise<DataExport> {
  const asked = await client.post('/api/privacy/exports', undefined, { withCsrf: true });
  if (asked.status !== 202) throw new Error(`export: ${asked.status} ${asked.text}`);
  for (;;) {
    const { body } = await client.get<DataExportState>('/api/privacy/exports');
    const latest = body.latest;
    if (latest?.status === 'ready') return latest;
    if (latest?.status === 'failed') throw new Error('the export failed');
    onPoll?.();
    await sleep(100);
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'studypath-bench-export-'));
const seeded = await openDatabase({ dataDir, databaseUrl: undefined });
await migrateDatabase(seeded);
const deps = { db: seeded.db, now: systemClock };
const students = {
  warmUp: await createUser(deps, { email: 'bench-warm-up@example.com', password }),
  measured: await createUser(deps, { email: 'bench-student@example.com', password }),
};
for (const { user } of Object.values(students)) {
  await insertStudyPath(deps, { userId: user.id, status: 'docs_needed' });
}
await seeded.close();

const port = await freePort();
const child = spawn(
  process.execPath,
  ['--max-semi-space-size=4', '--inspect=127.0.0.1:0', path.join(repoRoot, 'server/src/main.ts')],
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
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'inherit', 'pipe'],
  },
);
const pid = child.pid;
if (pid === undefined) throw new Error('server did not start');
const inspectorUrl = new Promise<string>((resolve) => {
  let seen = '';
  child.stderr.on('data', (chunk: Buffer) => {
    seen += chunk.toString();
    const match = /Debugger listening on (ws:\/\/\S+)/.exec(seen);
    if (match?.[1]) resolve(match[1]);
    // Everything else the server says on stderr is passed on.
    if (!/Debugger|For help, see/.test(chunk.toString())) process.stderr.write(chunk);
  });
});
const baseUrl = `http://127.0.0.1:${port}`;
try {
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 300) throw new Error('server did not become ready');
    await sleep(100);
  }
  const inspector = await connectInspector(await inspectorUrl);
  const file = Buffer.alloc(fileBytes, 0x20);
  pdfBytes.copy(file);

  const warmUp = await signIn(baseUrl, students.warmUp.user.email);
  const small = await uploadDocument(warmUp, file.subarray(0, 200_000));
  if (small.status !== 201) throw new Error(`warm-up upload: ${small.status} ${small.text}`);
  await exportAndWait(warmUp);

  const client = await signIn(baseUrl, students.measured.user.email);
  for (let index = 0; index < fileCount; index += 1) {
    const uploaded = await uploadDocument(client, file, { fileName: `scan-${index + 1}.pdf` });
    if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${uploaded.text}`);
  }
  await sleep(1000);

  const rssBefore = await rssKilobytes(pid);
  const heapBefore = await inspector.heapUsedBytes();
  let rssPeak = rssBefore;
  let heapPeak = heapBefore;
  let isBuilding = true;
  const sampling = Promise.all([
    (async () => {
      while (isBuilding) {
        rssPeak = Math.max(rssPeak, await rssKilobytes(pid));
        await sleep(5);
      }
    })(),
    (async () => {
      while (isBuilding) {
        heapPeak = Math.max(heapPeak, await inspector.heapUsedBytes());
        await sleep(50);
      }
    })(),
  ]);
  const started = performance.now();
  const ready = await exportAndWait(client);
  const elapsed = performance.now() - started;
  isBuilding = false;
  await sampling;
  inspector.close();

  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  process.stdout.write(
    `Export of a student with ${fileCount} files of ${(fileBytes / 1e6).toFixed(0)} MB ` +
      `(${mb(fileCount * fileBytes)} MiB; zip ${mb(ready.sizeBytes ?? 0)} MiB) in ${(elapsed / 1000).toFixed(1)} s\n` +
      `RSS   before ${mb(rssBefore * 1024)} MiB, peak ${mb(rssPeak * 1024)} MiB, growth ${mb((rssPeak - rssBefore) * 1024)} MiB\n` +
      `heap  before ${mb(heapBefore)} MiB, peak ${mb(heapPeak)} MiB, growth ${mb(heapPeak - heapBefore)} MiB\n`,
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
