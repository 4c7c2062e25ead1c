// Benchmark for the consultants' study path list (issue 9): seeds 10,000 study paths (students
// with profiles, fields of study, institutions, every status), starts the real app on loopback and
// times GET /api/admin/applications as the web client calls it, with and without a search term.
// Prints p50 / p95 / max per scenario. Embedded PGlite in memory by default; with
// BENCH_DATABASE_URL it runs against that PostgreSQL database, which must be empty (it is
// migrated, seeded and left as it is).
//
//   npm run bench:admin-list            (BENCH_PATHS=10000, BENCH_REQUESTS=200 by default)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { applicationStatuses } from '@studypath/domain';
import { buildApp } from '../server/src/app.ts';
import { parseConfig } from '../server/src/config.ts';
import { openPgliteDatabase, openPostgresDatabase } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { createUser as createUserAccount } from '../server/src/features/users/users.service.ts';
import { createMemoryTransport } from '../server/src/providers/email/memory-transport.ts';
import { createLocalDiskStorage } from '../server/src/providers/storage/local-disk-storage.ts';
import { systemClock } from '../server/src/service-deps.ts';
import { createTestClient } from '../server/test/http-client.ts';

const pathCount = Number(process.env.BENCH_PATHS ?? 10_000);
const requestCount = Number(process.env.BENCH_REQUESTS ?? 200);

const firstNames = [
  'Ana',
  'Wei',
  'Priya',
  'Mohammed',
  'Sofia',
  'Kenji',
  'Amara',
  'Lucas',
  'Fatima',
  'Ivan',
];
const lastNames = [
  'Silva',
  'Chen',
  'Patel',
  'Haddad',
  'Rossi',
  'Tanaka',
  'Okafor',
  'Martin',
  'Khan',
  'Petrov',
];
const fields = [
  'Computer Science',
  'Nursing',
  'Business Administration',
  'Civil Engineering',
  'Graphic Design',
  'Hospitality',
  'Data Analytics',
  'Early Childhood Education',
];
const institutions = [
  'University of Toronto',
  'Seneca Polytechnic',
  'McGill University',
  'UBC',
  'Humber Polytechnic',
  'Dalhousie University',
  'Concordia University',
  'George Brown College',
];

const sqlArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`);

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const handle = databaseUrl ? openPostgresDatabase(databaseUrl) : await openPgliteDatabase();
  const storageDir = await mkdtemp(path.join(tmpdir(), 'bench-objects-'));
  try {
    await migrateDatabase(handle);
    const { db } = handle;
    const seedStart = performance.now();
    // One statement per table: generate_series makes the rows inside the database.
    await db.execute(sql`
      insert into users (email, password_hash, role, email_verified_at)
      select 'student' || i || '@bench.example.com', 'not-a-hash', 'student', now()
      from generate_series(1, ${pathCount}) as i`);
    await db.execute(sql`
      insert into profiles (user_id, legal_first_name, legal_last_name)
      select u.id,
        (${sqlArray(firstNames)})[1 + (n % ${firstNames.length})],
        (${sqlArray(lastNames)})[1 + ((n / ${firstNames.length}) % ${lastNames.length})]
      from (select id, row_number() over (order by email) as n from users where role = 'student') u`);
    // Every status, so the active-path index allows one path per student whatever it is.
    await db.execute(sql`
      insert into applications (user_id, status, field_of_study, intended_institutions, created_at)
      select u.id,
        (${sqlArray(applicationStatuses)})[1 + (n % ${applicationStatuses.length})],
        (${sqlArray(fields)})[1 + (n % ${fields.length})],
        (${sqlArray(institutions)})[1 + (n % ${institutions.length})] || ', ' ||
          (${sqlArray(institutions)})[1 + ((n + 3) % ${institutions.length})],
        now() - (n || ' minutes')::interval
      from (select id, row_number() over (order by email) as n from users where role = 'student') u`);
    await db.execute(sql`analyze`);
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const adminPassword = 'bench-admin-password';
    const admin = await createUserAccount(
      { db, now: systemClock },
      {
        email: 'admin@bench.example.com',
        password: adminPassword,
        role: 'admin',
        isEmailVerified: true,
      },
    );
    const parsed = parseConfig({
      NODE_ENV: 'production',
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
      sessionSecret: 'bench-session-secret-that-is-at-least-32-characters',
      webDistDir: null,
      emailTransport: createMemoryTransport(),
      objectStorage: createLocalDiskStorage({ directory: storageDir }),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const address = app.server.address();
      if (address === null || typeof address === 'string') throw new Error('no address');
      const client = createTestClient(`http://127.0.0.1:${address.port}`);
      const signedIn = await client.login(admin.email, adminPassword);
      if (signedIn.status !== 200) throw new Error(`admin sign-in answered ${signedIn.status}`);

      const scenarios: [string, string][] = [
        ['first page, no search', '/api/admin/applications'],
        ["search 'toronto' (institutions)", '/api/admin/applications?search=toronto'],
        ["search 'ana silva' (full name)", '/api/admin/applications?search=ana%20silva'],
        ["search 'student42' (email)", '/api/admin/applications?search=student42'],
        [
          "search 'nursing' + status in_review",
          '/api/admin/applications?search=nursing&status=in_review',
        ],
        ['page 40, no search', '/api/admin/applications?page=40'],
      ];
      console.log(
        `${pathCount} study paths seeded in ${seedSeconds.toFixed(1)} s on ${handle.driver}; ` +
          `${requestCount} sequential requests per scenario after 20 warm-up requests`,
      );
      console.log(
        'scenario'.padEnd(40),
        'p50 ms'.padStart(8),
        'p95 ms'.padStart(8),
        'max ms'.padStart(8),
        ' total',
      );
      for (const [name, url] of scenarios) {
        let total = 0;
        for (let i = 0; i < 20; i += 1) await client.get(url);
        const timings: number[] = [];
        for (let i = 0; i < requestCount; i += 1) {
          const started = performance.now();
          const response = await client.get<{ total: number }>(url);
          timings.push(performance.now() - started);
          if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
          total = response.body.total;
        }
        timings.sort((a, b) => a - b);
        console.log(
          name.padEnd(40),
          percentile(timings, 0.5).toFixed(1).padStart(8),
          percentile(timings, 0.95).toFixed(1).padStart(8),
          (timings.at(-1) ?? 0).toFixed(1).padStart(8),
          ` ${total}`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    await rm(storageDir, { recursive: true, force: true });
  }
}

await main();
