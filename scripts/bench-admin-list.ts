// Benchmark for the consultants' study path list (issue 9): seeds 10,000 study paths (students
// with profiles, fields of study, institutions, every status), starts the real app on loopback and
// times GET /api/admin/applications as the web client calls it, with and without a search term.
// Prints p50 / p95 / max per scenario. Embedded PGlite in memory by default; with
// BENCH_DATABASE_URL it runs against that PostgreSQL database, which must be empty (it is
// migrated, seeded and left as it is).
//
//   npm run bench:admin-list            (BENCH_PATHS=10000, BENCH_REQUESTS=200 by default)
import { sql } from 'drizzle-orm';
import { applicationStatuses } from '@studypath/domain';
import type { Database } from '../server/src/platform/db/client.ts';
import { sqlArray, timeScenarios, withBenchPortal } from './lib/bench-portal.ts';

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

async function seed(db: Database): Promise<void> {
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
}

async function main(): Promise<void> {
  await withBenchPortal(seed, async ({ client, driver, seedSeconds }) => {
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
      `${pathCount} study paths seeded in ${seedSeconds.toFixed(1)} s on ${driver}; ` +
        `${requestCount} sequential requests per scenario after 20 warm-up requests`,
    );
    await timeScenarios(
      client,
      scenarios,
      requestCount,
      (body) => (body as { total: number }).total,
    );
  });
}

await main();
