// Benchmark for the consultants' console (issue 13): seeds 10,000 students (with profiles),
// 10,000 study paths, 200,000 audit rows and, so the dashboard's "needs attention" has work to
// do, 5,000 threads (about 11,700 messages, nearly all waiting for an answer) and 2,000 pending
// information requests. A team of 10 consultants (issue 29: the benchmark's administrator and 9
// more) holds the paths in turn, each open path with an open wait (a tenth of them overdue) and
// three answered waits per path over the last 30 days. Then starts the real
// app on loopback and times GET /api/admin/stats, the users list and the audit list as the web
// client calls them, with and without search terms. Prints p50 / p95 / max per scenario against
// the goal (p95 under 100 ms; the fresh unpaged All list is only reported, decision 045).
// Embedded PGlite in memory by default; with BENCH_DATABASE_URL it runs against that PostgreSQL
// database, which must be empty (it is migrated, seeded and left).
//
//   npm run bench:admin-console   (BENCH_STUDENTS=10000, BENCH_AUDIT_ROWS=200000,
//                                  BENCH_REQUESTS=200 by default)
import { sql } from 'drizzle-orm';
import { applicationStatuses, auditLogActions, auditLogEntityTypes } from '@studypath/domain';
import type { Database } from '../server/src/platform/db/client.ts';
import { publishLiveEvent } from '../server/src/platform/events/live-events.ts';
import { sqlArray, timeScenarios, withBenchPortal } from './lib/bench-portal.ts';

const studentCount = Number(process.env.BENCH_STUDENTS ?? 10_000);
const auditRowCount = Number(process.env.BENCH_AUDIT_ROWS ?? 200_000);
const requestCount = Number(process.env.BENCH_REQUESTS ?? 200);
const consultantCount = 10;
const goalMs = 100;
/**
 * Timed and printed, but not held to the goal: the first read of the unpaged All list after a
 * change (5,000 threads, 2.3 MB of JSON). Issue 13's goal is the dashboard, users and audit
 * figures; compressing and parsing this list alone costs ~40 ms (decision 045).
 */
const reportedOnly = new Set(['threads: all, after a change']);

const firstNames = ['Ana', 'Wei', 'Priya', 'Mohammed', 'Sofia', 'Kenji', 'Amara', 'Lucas'];
const lastNames = ['Silva', 'Chen', 'Patel', 'Haddad', 'Rossi', 'Tanaka', 'Okafor', 'Martin'];
const countries = ['Brazil', 'China', 'India', 'Nigeria', 'Mexico', 'Vietnam'];
const pathways = ['high_school_current', 'college_current', 'university_graduated'];

async function seed(db: Database): Promise<void> {
  // One statement per table: generate_series makes the rows inside the database.
  await db.execute(sql`
    insert into users (email, password_hash, role, email_verified_at, created_at)
    select 'student' || i || '@bench.example.com', 'not-a-hash', 'student',
      case when i % 10 = 0 then null else now() end,
      now() - (i * 13 || ' minutes')::interval
    from generate_series(1, ${studentCount}) as i`);
  await db.execute(sql`
    insert into profiles (user_id, legal_first_name, legal_last_name, date_of_birth, country,
      pathway, academic_grade)
    select u.id,
      (${sqlArray(firstNames)})[1 + (n % ${firstNames.length})],
      (${sqlArray(lastNames)})[1 + ((n / ${firstNames.length}) % ${lastNames.length})],
      '2001-04-0' || (1 + n % 9),
      (${sqlArray(countries)})[1 + (n % ${countries.length})],
      (${sqlArray(pathways)})[1 + (n % ${pathways.length})],
      (60 + n % 40) || '%'
    from (select id, row_number() over (order by email) as n from users where role = 'student') u
    where n % 5 <> 0`);
  // One path per student, every status (so the one-active-path index allows it).
  await db.execute(sql`
    insert into applications (user_id, status, field_of_study, created_at, updated_at)
    select u.id, (${sqlArray(applicationStatuses)})[1 + (n % ${applicationStatuses.length})],
      'Computer Science', now() - (n * 11 || ' minutes')::interval, now()
    from (select id, row_number() over (order by email) as n from users where role = 'student') u`);
  await db.execute(sql`
    insert into message_threads (student_id, subject, created_at, updated_at)
    select u.id, 'Question ' || n, now() - (n || ' hours')::interval, now() - (n || ' hours')::interval
    from (select id, row_number() over (order by email) as n from users where role = 'student') u
    where n % 2 = 0`);
  await db.execute(sql`
    insert into messages (thread_id, sender_id, sender_role, content, created_at)
    select t.id, case when k = 2 then null else t.student_id end,
      case when k = 2 then 'admin' else 'student' end, 'Hello',
      t.created_at + (k || ' hours')::interval
    from message_threads t, generate_series(1, 3) as k
    where k <> 2 or (hashtext(t.id::text) % 3 = 0)`);
  // What the messages feature keeps on each thread: since when the student waits for an answer.
  await db.execute(sql`
    update message_threads t set staff_waiting_since = (
      select min(m.created_at) from messages m
      where m.thread_id = t.id and m.sender_role = 'student'
        and m.created_at > coalesce((select max(r.created_at) from messages r
          where r.thread_id = t.id and r.sender_role = 'admin'), '-infinity'::timestamptz))`);
  await db.execute(sql`
    insert into info_requests (user_id, questions, created_at)
    select u.id, '[{"id":"q1","question":"When can you start?","required":true}]'::jsonb,
      now() - (n || ' hours')::interval
    from (select id, row_number() over (order by email) as n from users where role = 'student') u
    where n % 5 = 0`);
  // Nine consultants; the benchmark's administrator joins them (holdCaseload, once it exists).
  await db.execute(sql`
    insert into users (email, password_hash, role, email_verified_at, created_at)
    select 'consultant' || i || '@bench.example.com', 'not-a-hash', 'admin', now(),
      now() - (i || ' days')::interval
    from generate_series(1, ${consultantCount - 1}) as i`);
  await db.execute(sql`
    update applications a set consultant_id = c.ids[1 + (n % array_length(c.ids, 1))],
      assigned_at = a.created_at
    from (select id, row_number() over (order by id) as n from applications) p,
      (select array_agg(id order by email) as ids from users where role = 'admin') c
    where p.id = a.id`);
  // Each open path waits on its consultant (one in ten past the 48-hour target); every path has
  // three answered waits in the last 30 days.
  await db.execute(sql`
    insert into consultant_waits (application_id, consultant_id, started_by, started_at)
    select id, consultant_id, 'student_message',
      now() - ((case when hashtext(id::text) % 10 = 0 then 60 else 5 end) || ' hours')::interval
    from applications
    where status not in ('completed', 'closed', 'withdrawn', 'refused')`);
  await db.execute(sql`
    insert into consultant_waits (application_id, consultant_id, started_by, started_at, ended_at,
      outcome)
    select a.id, a.consultant_id, 'student_message',
      now() - ((k * 9) || ' days')::interval,
      now() - ((k * 9) || ' days')::interval + ((1 + abs(hashtext(a.id::text || k)) % 70) || ' hours')::interval,
      'answered'
    from applications a, generate_series(1, 3) as k`);
  // The trail: a user per row (one in 20 is the system), actions and entity types in turn,
  // addresses in 10.x.y.z, one row a minute back in time.
  await db.execute(sql`
    insert into audit_logs (user_id, action, entity_type, entity_id, ip_address, details,
      created_at)
    select case when i % 20 = 0 then null else s.ids[1 + (i % array_length(s.ids, 1))] end,
      (${sqlArray(auditLogActions)})[1 + (i % ${auditLogActions.length})],
      (${sqlArray(auditLogEntityTypes)})[1 + (i % ${auditLogEntityTypes.length})],
      md5(i::text), '10.' || (i % 200) || '.' || (i / 200 % 250) || '.' || (i % 7 + 1),
      jsonb_build_object('n', i), now() - (i || ' minutes')::interval
    from generate_series(1, ${auditRowCount}) as i,
      (select array_agg(id order by email) as ids from users where role = 'student') s`);
}

/** The benchmark's administrator takes the paths of one of the nine: a tenth, like the rest. */
async function holdCaseload(db: Database, adminId: string): Promise<void> {
  await db.execute(sql`
    update applications set consultant_id = ${adminId}
    where consultant_id = (select id from users where email = 'consultant1@bench.example.com')`);
  await db.execute(sql`
    update consultant_waits set consultant_id = ${adminId}
    where consultant_id = (select id from users where email = 'consultant1@bench.example.com')`);
  await db.execute(sql`
    delete from users where email = 'consultant1@bench.example.com'`);
}

async function main(): Promise<void> {
  let database: Database | null = null;
  // A change the consultants hear of (the team reading a thread, say): the shared answers (the
  // thread lists, the dashboard's figures) are asked of the database again after it (decision 044).
  const announceChange = async () => {
    if (database)
      await publishLiveEvent(database, { kind: 'messages', id: 'bench', studentId: null });
  };
  await withBenchPortal(
    async (db) => {
      database = db;
      await seed(db);
    },
    async ({ client, driver, seedSeconds }) => {
      const scenarios: [string, string, (() => Promise<void>)?][] = [
        ['stats', '/api/admin/stats'],
        ['stats, after a change', '/api/admin/stats', announceChange],
        ['users: first page', '/api/admin/users'],
        ["users: search 'student42' (email)", '/api/admin/users?search=student42'],
        ["users: search 'ana silva' (name)", '/api/admin/users?search=ana%20silva'],
        ['users: role admin', '/api/admin/users?role=admin'],
        ['users: page 200', '/api/admin/users?page=200'],
        ['audit: first page', '/api/admin/audit-logs'],
        ["audit: search 'student42' (email)", '/api/admin/audit-logs?search=student42'],
        ["audit: search 'login' (action)", '/api/admin/audit-logs?search=login'],
        ["audit: search '10.42.' (IP)", '/api/admin/audit-logs?search=10.42.'],
        ['audit: action user_login', '/api/admin/audit-logs?action=user_login'],
        [
          "audit: entity document + 'student7'",
          '/api/admin/audit-logs?entityType=document&search=student7',
        ],
        ['audit: page 500', '/api/admin/audit-logs?page=500'],
        ['team view', '/api/admin/team'],
        ['team: my counts', '/api/admin/team/my-counts'],
        ['paths: mine', '/api/admin/applications?consultant=me'],
        ['documents: mine', '/api/admin/documents?consultant=me'],
        ['threads: all', '/api/messages/threads'],
        ['threads: all, after a change', '/api/messages/threads', announceChange],
        ['threads: mine', '/api/messages/threads?consultant=me'],
        ['threads: mine, after a change', '/api/messages/threads?consultant=me', announceChange],
        ['info requests: mine', '/api/admin/info-requests?consultant=me'],
      ];
      console.log(
        `${studentCount} students, ${studentCount} study paths, ${auditRowCount} audit rows ` +
          `${consultantCount} consultants seeded in ${seedSeconds.toFixed(1)} s on ${driver}; ${requestCount} ` +
          'sequential requests per scenario after 20 warm-up requests',
      );
      const p95s = await timeScenarios(client, scenarios, requestCount, (body) => {
        const figures = body as { total?: number; totalUsers?: number };
        return figures.total ?? figures.totalUsers;
      });
      const held = [...p95s].filter(([name]) => !reportedOnly.has(name));
      const overGoal = held.filter(([, p95]) => p95 >= goalMs).map(([name]) => name);
      console.log(
        overGoal.length === 0
          ? `every p95 held to the goal is under ${goalMs} ms`
          : `p95 at or over ${goalMs} ms: ${overGoal.join(', ')}`,
      );
      const reported = [...p95s].filter(([name]) => reportedOnly.has(name));
      for (const [name, p95] of reported)
        console.log(
          `reported, not held to the goal (decision 045): ${name}, p95 ${p95.toFixed(1)} ms`,
        );
    },
    holdCaseload,
  );
}

await main();
