// What the list benchmarks share: a database (in-memory PGlite, or the empty PostgreSQL database
// BENCH_DATABASE_URL names), migrated and seeded; the real app on loopback with a signed-in
// administrator, timed once its start-up sweeps have run (BENCH_SETTLE_MS, 10 s); and the table
// of p50 / p95 / max per scenario, each timed over sequential requests after 20 warm-up ones.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/src/app.ts';
import { parseConfig } from '../../server/src/platform/config.ts';
import {
  openPgliteDatabase,
  openPostgresDatabase,
  type Database,
} from '../../server/src/platform/db/client.ts';
import { migrateDatabase } from '../../server/src/platform/db/migrate.ts';
import { createUser } from '../../server/src/features/users/users.service.ts';
import { createMemoryTransport } from '../../server/src/platform/email/transports/memory-transport.ts';
import { createStorageKeyring } from '../../server/src/platform/storage/encryption/storage-keyring.ts';
import { createLocalDiskStorage } from '../../server/src/platform/storage/local-disk-storage.ts';
import { systemClock } from '../../server/src/platform/service-deps.ts';
import { createTestClient, type TestClient } from '../../server/test/http-client.ts';

/** A text[] literal for generate_series seeds: (${sqlArray(names)})[1 + n % length]. */
export const sqlArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]`);

export function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

export interface BenchPortal {
  /** Signed in as an administrator. */
  client: TestClient;
  driver: string;
  seedSeconds: number;
}

/** Seeds a fresh database, starts the app, runs `measure`, and closes everything. */
export async function withBenchPortal(
  seed: (db: Database) => Promise<void>,
  measure: (portal: BenchPortal) => Promise<void>,
  /** Runs once the benchmark's administrator exists (e.g. to hand it a caseload). */
  withAdmin?: (db: Database, adminId: string) => Promise<void>,
): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const handle = databaseUrl ? openPostgresDatabase(databaseUrl) : await openPgliteDatabase();
  const storageDir = await mkdtemp(path.join(tmpdir(), 'bench-objects-'));
  try {
    await migrateDatabase(handle);
    const { db } = handle;
    const seedStart = performance.now();
    await seed(db);
    await db.execute(sql`analyze`);
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const adminPassword = 'bench-admin-password';
    const admin = await createUser(
      { db, now: systemClock },
      {
        email: 'admin@bench.example.com',
        password: adminPassword,
        role: 'admin',
        isEmailVerified: true,
      },
    );
    if (withAdmin) {
      await withAdmin(db, admin.id);
      await db.execute(sql`analyze`);
    }
    const parsed = parseConfig({
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'simulated',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      TRUST_PROXY: 'true',
    });
    if (!parsed.ok) throw new Error(parsed.problems.join('; '));
    const app = await buildApp({
      config: parsed.config,
      db,
      listen: handle.listen,
      catchUp: handle.catchUp,
      sessionSecret: 'bench-session-secret-that-is-at-least-32-characters',
      webDistDir: null,
      emailTransport: createMemoryTransport(),
      objectStorage: createLocalDiskStorage({
        directory: storageDir,
        keyring: createStorageKeyring(randomBytes(32)),
      }),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const address = app.server.address();
      if (address === null || typeof address === 'string') throw new Error('no address');
      const client = createTestClient(`http://127.0.0.1:${address.port}`);
      const signedIn = await client.login(admin.email, adminPassword);
      if (signedIn.status !== 200) throw new Error(`admin sign-in answered ${signedIn.status}`);
      // Every housekeeping sweep runs once when a process starts (about 6 s of work over this
      // much data, with single queries of 500 ms); a steady state is what the goal is about, so
      // the first scenario is not timed against that burst.
      await setTimeout(Number(process.env.BENCH_SETTLE_MS ?? 10_000));
      await measure({ client, driver: handle.driver, seedSeconds });
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    await rm(storageDir, { recursive: true, force: true });
  }
}

/**
 * Times each [name, url] scenario and prints one row each: p50, p95, max and what `summary`
 * reads from the last answer (e.g. its total). Answers the scenarios' p95 in ms by name.
 */
export async function timeScenarios(
  client: TestClient,
  /** [name, url], or [name, url, something to do before each request, not timed]. */
  scenarios: readonly (readonly [string, string, (() => Promise<void>)?])[],
  requestCount: number,
  summary: (body: unknown) => unknown,
): Promise<Map<string, number>> {
  console.log(
    'scenario'.padEnd(40),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'max ms'.padStart(8),
    '  total',
  );
  const p95s = new Map<string, number>();
  // BENCH_ONLY=threads times only the scenarios whose name holds that text.
  const only = process.env.BENCH_ONLY;
  for (const [name, url, before] of scenarios) {
    if (only && !name.includes(only)) continue;
    let last: unknown;
    for (let i = 0; i < 20; i += 1) await client.get(url);
    const timings: number[] = [];
    for (let i = 0; i < requestCount; i += 1) {
      await before?.();
      const started = performance.now();
      const response = await client.get(url);
      timings.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      last = response.body;
    }
    timings.sort((a, b) => a - b);
    const p95 = percentile(timings, 0.95);
    p95s.set(name, p95);
    console.log(
      name.padEnd(40),
      percentile(timings, 0.5).toFixed(1).padStart(8),
      p95.toFixed(1).padStart(8),
      (timings.at(-1) ?? 0).toFixed(1).padStart(8),
      ` ${String(summary(last))}`,
    );
  }
  return p95s;
}
