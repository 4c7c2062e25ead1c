// Benchmark for document uploads (issue 10): how much the server's memory grows while a student
// uploads a 20 MB file through the portal's signed PUT (local storage). The server runs as it does
// in production (node server/src/main.ts) in a child process on a temporary DATA_DIR; a student
// with a study path past review is seeded first. The server's RSS is read from /proc/<pid>/status
// every 5 ms during the upload; the figure is the peak minus the RSS just before the upload
// (after one warm-up upload, so code loading and first-use caches are not counted).
// It runs twice: with Node's default heap settings, and as `npm start` runs the server
// (--max-semi-space-size=4), which makes V8 collect young garbage sooner. The difference is the socket's read buffers (one per chunk
// received) waiting for a collection, not the file held in memory: the bytes stream to disk.
//
//   npm run bench:upload-memory            (BENCH_UPLOAD_BYTES=20000000 by default)
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { STUDENT_DOCUMENT_MAX_BYTES } from '@studypath/domain';
import { openDatabase } from '../server/src/platform/db/client.ts';
import { migrateDatabase } from '../server/src/platform/db/migrate.ts';
import { systemClock } from '../server/src/platform/service-deps.ts';
import { pdfBytes } from '../server/test/document-factories.ts';
import { uploadDocument } from '../server/test/document-uploads.ts';
import { createUser } from '../server/test/factories.ts';
import { createTestClient } from '../server/test/http-client.ts';
import { insertStudyPath } from '../server/test/study-path-factories.ts';
import { freePort, rssKilobytes } from './lib/process-probes.ts';

const uploadBytes = Number(process.env.BENCH_UPLOAD_BYTES ?? STUDENT_DOCUMENT_MAX_BYTES);
const repoRoot = path.resolve(import.meta.dirname, '..');

interface Measurement {
  elapsedMs: number;
  beforeKb: number;
  peakKb: number;
}

async function measure(nodeArgs: string[]): Promise<Measurement> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'studypath-bench-upload-'));
  // Seed a signed-in-able student whose study path accepts uploads, then let the server open it.
  const password = 'bench-password-1';
  const email = 'bench-student@example.com';
  const seeded = await openDatabase({ dataDir, databaseUrl: undefined });
  await migrateDatabase(seeded);
  const deps = { db: seeded.db, now: systemClock };
  const { user } = await createUser(deps, { email, password });
  await insertStudyPath(deps, { userId: user.id, status: 'docs_needed' });
  await seeded.close();

  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, path.join(repoRoot, 'server/src/main.ts')], {
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
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('server did not start');
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        if ((await fetch(`${baseUrl}/readyz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (attempt > 200) throw new Error('server did not become ready');
      await sleep(100);
    }
    const client = createTestClient(baseUrl);
    const login = await client.login(email, password);
    if (login.status !== 200) throw new Error(`login: ${login.status} ${login.text}`);

    const file = Buffer.alloc(uploadBytes, 0x20);
    pdfBytes.copy(file);
    const warmUp = await uploadDocument(client, file);
    if (warmUp.status !== 201) throw new Error(`warm-up upload: ${warmUp.status} ${warmUp.text}`);
    await sleep(500);

    const before = await rssKilobytes(pid);
    let peak = before;
    let isUploading = true;
    const sampling = (async () => {
      while (isUploading) {
        peak = Math.max(peak, await rssKilobytes(pid));
        await sleep(5);
      }
    })();
    const started = performance.now();
    const uploaded = await uploadDocument(client, file);
    const elapsed = performance.now() - started;
    isUploading = false;
    await sampling;
    if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${uploaded.text}`);
    return { elapsedMs: elapsed, beforeKb: before, peakKb: peak };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

const megabytes = (kb: number) => (kb / 1024).toFixed(1);
process.stdout.write(
  `Uploading ${(uploadBytes / 1e6).toFixed(1)} MB through PUT /api/objects/upload + POST /api/documents (goal: RSS growth under 10 MB)\n`,
);
for (const [label, nodeArgs] of [
  ['node defaults', []],
  ['npm start (semi-space 4 MB)', ['--max-semi-space-size=4']],
] as const) {
  const result = await measure([...nodeArgs]);
  process.stdout.write(
    `${label.padEnd(26)} ${result.elapsedMs.toFixed(0).padStart(5)} ms   RSS before ${megabytes(result.beforeKb)} MB, peak ${megabytes(result.peakKb)} MB, growth ${megabytes(result.peakKb - result.beforeKb)} MB\n`,
  );
}
