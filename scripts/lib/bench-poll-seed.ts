// The data `npm run bench` serves: a consultant (the portal's first administrator, made here so
// seeded rows can name them) and N students, each with a filled-in profile, one study path with
// its quiz answers, six updates, two attached programs (of a catalogue of 40) and three documents,
// one or two message threads of ten messages each, one or two information requests, and a signed-in
// session. Rows are made inside the database with generate_series, one statement per table; the
// sessions are inserted directly (random cookie values, their SHA-256 in the table, as
// sessions.service.ts does) rather than signing 5,000 students in through argon2.
import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { desc, eq, sql } from 'drizzle-orm';
import { applicationStatuses, toAdditionalInfo, upcomingIntakes } from '@studypath/domain';
import { documentCategories } from '@studypath/domain/documents';
import { openDatabase, type Database } from '../../server/src/platform/db/client.ts';
import { migrateDatabase } from '../../server/src/platform/db/migrate.ts';
import {
  applicationPrograms,
  applications,
  applicationUpdates,
  documents,
  infoRequests,
  messages,
  messageThreads,
  profiles,
  sessions,
  users,
} from '../../server/src/platform/db/schema/index.ts';
import { createUser } from '../../server/src/features/users/users.service.ts';
import { systemClock } from '../../server/src/platform/service-deps.ts';
import { sqlArray } from './bench-portal.ts';

export const adminEmail = 'consultant@bench.example.com';
export const adminPassword = 'bench-consultant-password';

export interface SeededStudent {
  userId: string;
  /** The raw session cookie value (what the browser holds). */
  cookie: string;
  applicationId: string;
  /** The thread the messages page shows first: the newest activity, always open. */
  threadId: string;
}

export interface SeedResult {
  students: SeededStudent[];
  seconds: number;
  rowCounts: Record<string, number>;
}

const firstNames = ['Ana', 'Wei', 'Priya', 'Mohammed', 'Sofia', 'Kenji', 'Amara', 'Lucas', 'Linh'];
const lastNames = ['Silva', 'Chen', 'Patel', 'Haddad', 'Rossi', 'Tanaka', 'Okafor', 'Martin'];
const countries = ['Brazil', 'China', 'India', 'Nigeria', 'Mexico', 'Viet Nam', 'Morocco'];
const pathways = ['high_school_current', 'college_current', 'university_graduated'];
const institutions = [
  'University of Toronto',
  'McGill University',
  'University of British Columbia',
  'Seneca Polytechnic',
  'Humber College',
  'University of Waterloo',
];
const cities = ['Toronto, ON', 'Montreal, QC', 'Vancouver, BC', 'Waterloo, ON', 'Ottawa, ON'];
const programTitles = [
  'Computer Science',
  'Business Administration',
  'Nursing',
  'Mechanical Engineering',
  'Data Analytics',
  'Hospitality Management',
  'Graphic Design',
  'Biomedical Science',
];
const messageTexts = [
  'Hello! I would like to know which documents I still need to send for my study permit application.',
  'Thanks for reaching out. Please upload your latest transcript and a copy of your passport; the rest we already have.',
  'I uploaded them this morning. Do I also need a letter from my bank for the proof of funds?',
  'Yes, a bank letter from the last 30 days showing the funds in your or your guardian\u2019s name is required.',
  'Perfect, I will ask my father to get it this week. How long does the college usually take to answer?',
  'Most colleges answer within four to six weeks. We will tell you as soon as the letter of acceptance arrives.',
];
const updateTitles = [
  "Status changed to 'In Review'",
  'Program attached: Computer Science',
  'Program attached: Data Analytics',
  'Consultant notes updated',
  "Status changed to 'Find Program'",
  "Status changed to 'Send to DLI'",
];
const updateTypes = [
  'status_change',
  'program_attached',
  'program_attached',
  'note_added',
  'status_change',
  'status_change',
];
const documentNames = ['transcript-2025.pdf', 'passport.jpg', 'ielts-results.pdf'];
const documentMimes = ['application/pdf', 'image/jpeg', 'application/pdf'];
const threadSubjects = ['Study permit documents', 'Question about my program', 'Payment receipt'];
const infoQuestions = JSON.stringify([
  { id: 'q1', question: 'When can you start your studies?', required: true },
  { id: 'q2', question: 'Do you have a preferred city?', required: false },
  { id: 'q3', question: 'Have you taken an English test? Which score?', required: true },
]);
const infoAnswers = JSON.stringify({
  q1: 'September next year',
  q2: 'Toronto or Waterloo',
  q3: 'IELTS, 7.0 overall',
});

function additionalInfoJson(): string {
  return JSON.stringify(
    toAdditionalInfo({
      educationLevel: 'bachelors',
      coopOption: 'with-coop',
      fieldOfStudy: 'stem',
      fieldOther: null,
      preferredProvince: 'ontario',
      startTiming: upcomingIntakes(new Date())[1] ?? 'fall-2027',
      budgetRange: '25k-35k',
      budgetOther: null,
      financialDetails: 'My parents will sponsor my tuition and living costs.',
    }),
  );
}

async function seedRows(db: Database, studentCount: number, adminId: string): Promise<void> {
  const admin = sql`${adminId}::uuid`;
  await db.execute(sql`
    insert into users (email, password_hash, role, email_verified_at, created_at, updated_at)
    select 'student' || i || '@bench.example.com', 'not-a-password-hash', 'student',
      now() - ((i % 500) || ' hours')::interval, now() - ((i % 300 + 60) || ' days')::interval, now()
    from generate_series(1, ${studentCount}) as i`);
  // Numbers the students 1..N for the statements below; dropped at the end.
  await db.execute(sql`drop table if exists bench_seed_students`);
  await db.execute(sql`
    create table bench_seed_students as
    select id, (row_number() over (order by email))::int as n from users where role = 'student'`);
  await db.execute(sql`
    insert into profiles (user_id, legal_first_name, legal_last_name, preferred_name, date_of_birth,
      gender, nationality, country, phone_number, pathway, current_education_level,
      current_institution, expected_graduation_date, academic_grade, curriculum, math_grade,
      physics_grade, chemistry_grade, english_level, english_test_type, english_test_score,
      english_test_date, french_level, first_language, guardian_name, guardian_relation,
      guardian_email, guardian_phone, emergency_contact_name, emergency_contact_relation,
      emergency_contact_phone, career_goals, extracurriculars, achievements)
    select s.id,
      (${sqlArray(firstNames)})[1 + s.n % ${firstNames.length}],
      (${sqlArray(lastNames)})[1 + (s.n / ${firstNames.length}) % ${lastNames.length}],
      case when s.n % 4 = 0 then (${sqlArray(firstNames)})[1 + (s.n + 3) % ${firstNames.length}] end,
      (2000 + s.n % 8) || '-' || lpad((1 + s.n % 12)::text, 2, '0') || '-' || lpad((1 + s.n % 28)::text, 2, '0'),
      (array['female', 'male', 'other', 'prefer_not_to_say'])[1 + s.n % 4],
      (${sqlArray(countries)})[1 + s.n % ${countries.length}],
      (${sqlArray(countries)})[1 + (s.n + 1) % ${countries.length}],
      '+1416555' || lpad((s.n % 10000)::text, 4, '0'),
      (${sqlArray(pathways)})[1 + s.n % ${pathways.length}],
      'grade_12', 'Colégio Estadual ' || (s.n % 97), '2026-06', (70 + s.n % 30) || '%',
      'National curriculum', (60 + s.n % 40)::text, (55 + s.n % 45)::text, (50 + s.n % 50)::text,
      'advanced', 'ielts', (5.5 + (s.n % 7) * 0.5)::text, '2025-0' || (1 + s.n % 9) || '-15',
      'beginner', 'Portuguese', 'Maria ' || (${sqlArray(lastNames)})[1 + s.n % ${lastNames.length}],
      'mother', 'guardian' || s.n || '@example.com', '+5511987' || lpad((s.n % 100000)::text, 5, '0'),
      'João Souza', 'uncle', '+5511912' || lpad((s.n % 100000)::text, 5, '0'),
      'Work as a software engineer in Canada and later start a company of my own.',
      'Robotics club captain, volunteer English tutor, school football team.',
      'Silver medal in the national mathematics olympiad.'
    from bench_seed_students s`);
  await db.execute(sql`
    insert into programs (title, program_link, institution, location, duration, tuition,
      intake_date, description, requirements, created_by)
    select (${sqlArray(programTitles)})[1 + i % ${programTitles.length}] || ' (' || i || ')',
      'https://programs.example.edu/' || i,
      (${sqlArray(institutions)})[1 + i % ${institutions.length}],
      (${sqlArray(cities)})[1 + i % ${cities.length}],
      (2 + i % 3) || ' years', 'CAD ' || (18000 + i * 750) || ' per year', 'September',
      'A hands-on program with a co-op term, small classes and strong links to employers.',
      'High school diploma with 70% average; IELTS 6.5 overall, no band below 6.0.', ${admin}
    from generate_series(1, 40) as i`);
  await db.execute(sql`
    insert into applications (user_id, status, field_of_study, program_preferences,
      intended_institutions, additional_info, admin_notes, internal_notes, payment_status,
      package_tier, package_price, paid_at, created_at, updated_at)
    select s.id, (${sqlArray(applicationStatuses)})[1 + s.n % ${applicationStatuses.length}],
      'Science, Technology, Engineering and Mathematics', 'Bachelor''s Degree (With Co-op)',
      'University of Toronto, University of Waterloo', ${additionalInfoJson()},
      case when s.n % 3 = 0 then 'Please upload your latest transcript before Friday.' end,
      'Strong grades; follow up on the bank letter.',
      case when s.n % 2 = 0 then 'paid' else 'unpaid' end,
      case when s.n % 2 = 0 then 'standard' end, case when s.n % 2 = 0 then 150000 end,
      case when s.n % 2 = 0 then now() - interval '20 days' end,
      now() - ((s.n % 200 + 40) || ' days')::interval, now() - ((s.n % 72) || ' hours')::interval
    from bench_seed_students s`);
  await db.execute(sql`
    insert into application_updates (application_id, type, title, description, is_read,
      created_by, created_at)
    select a.id, (${sqlArray(updateTypes)})[k], (${sqlArray(updateTitles)})[k],
      'Your consultant moved your study path forward; nothing is needed from you right now.',
      k < 5, ${admin}, a.created_at + (k || ' days')::interval
    from applications a cross join generate_series(1, ${updateTypes.length}) as k`);
  await db.execute(sql`
    insert into application_programs (application_id, program_id, notes, attached_by, attached_at)
    select a.id, p.id, 'Matches your grades and your interest in co-op.', ${admin},
      a.created_at + ((k + 2) || ' days')::interval
    from (select a.id, a.created_at, s.n from applications a
          join bench_seed_students s on s.id = a.user_id) a
    cross join generate_series(0, 1) as k
    join (select id, (row_number() over (order by title))::int - 1 as i from programs) p
      on p.i = (a.n + k * 7) % 40`);
  await db.execute(sql`
    insert into documents (user_id, application_id, file_name, storage_key, category, mime_type,
      file_size, uploaded_by, uploaded_by_admin, created_at)
    select s.id, a.id, (${sqlArray(documentNames)})[k],
      'uploads/' || s.id || '/' || gen_random_uuid(),
      (${sqlArray(documentCategories)})[k], (${sqlArray(documentMimes)})[k],
      150000 + (s.n * 7919 + k * 104729) % 4000000, s.id, false,
      a.created_at + (k || ' days')::interval
    from bench_seed_students s join applications a on a.user_id = s.id
    cross join generate_series(1, ${documentNames.length}) as k`);
  // Thread 1 is the newest and open; every other student has an older second one, a quarter of
  // those closed.
  await db.execute(sql`
    insert into message_threads (student_id, subject, status, created_by, created_at, updated_at)
    select s.id, (${sqlArray(threadSubjects)})[1 + (s.n + k) % ${threadSubjects.length}],
      case when k = 2 and s.n % 4 = 0 then 'closed' else 'active' end, s.id,
      now() - ((k * 15 + s.n % 10) || ' days')::interval,
      now() - ((k * 15 + s.n % 10) || ' days')::interval
    from bench_seed_students s cross join generate_series(1, 2) as k
    where k = 1 or s.n % 2 = 0`);
  await db.execute(sql`
    insert into messages (thread_id, sender_id, sender_role, content, created_at)
    select t.id, case when m % 2 = 1 then t.student_id else ${admin} end,
      case when m % 2 = 1 then 'student' else 'admin' end,
      (${sqlArray(messageTexts)})[1 + (m - 1) % ${messageTexts.length}],
      t.created_at + ((m * 5) || ' hours')::interval
    from message_threads t cross join generate_series(1, 10) as m`);
  // Last activity, read marks (a third of the students have not read the consultant's last
  // answer) and the closing of the closed ones.
  await db.execute(sql`
    update message_threads t set
      updated_at = case when t.status = 'closed' then x.last_at + interval '1 day' else x.last_at end,
      closed_at = case when t.status = 'closed' then x.last_at + interval '1 day' end,
      closed_by = case when t.status = 'closed' then ${admin} end,
      staff_read_at = x.last_at,
      student_read_at = case when s.n % 3 = 0 then x.last_at - interval '1 hour' else x.last_at end
    from (select thread_id, max(created_at) as last_at from messages group by thread_id) x,
      bench_seed_students s
    where x.thread_id = t.id and s.id = t.student_id`);
  await db.execute(sql`
    insert into info_requests (user_id, application_id, questions, responses, status, created_by,
      created_at, answered_at)
    select s.id, a.id, ${infoQuestions}::jsonb,
      case when k = 1 then ${infoAnswers}::jsonb end,
      case when k = 1 then 'answered' else 'pending' end, ${admin},
      a.created_at + ((k * 3) || ' days')::interval,
      case when k = 1 then a.created_at + ((k * 3 + 1) || ' days')::interval end
    from bench_seed_students s join applications a on a.user_id = s.id
    cross join generate_series(1, 2) as k
    where k = 1 or s.n % 3 = 0`);
  await db.execute(sql`drop table bench_seed_students`);
}

/** One signed-in session per student, inserted as sign-in would (only the hash is stored). */
async function insertSessions(db: Database, userIds: string[]): Promise<string[]> {
  const cookies = userIds.map(() => randomBytes(32).toString('base64url'));
  const rows = userIds.map((userId, index) => ({
    h: createHash('sha256')
      .update(cookies[index] ?? '')
      .digest('hex'),
    u: userId,
  }));
  await db.execute(sql`
    insert into sessions (id_hash, user_id, created_at, last_seen_at, expires_at, user_agent, ip)
    select x.h, x.u::uuid, now(), now(), now() + interval '11 hours', 'studypath-bench', '127.0.0.1'
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(h text, u text)`);
  return cookies;
}

/**
 * Migrates and seeds the database the portal will open (PGlite under `dataDir`, or PostgreSQL
 * at `databaseUrl`), then closes it: PGlite allows one process at a time.
 */
export async function seedDatabase(options: {
  dataDir: string;
  databaseUrl: string | undefined;
  studentCount: number;
}): Promise<SeedResult> {
  const handle = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  try {
    await migrateDatabase(handle);
    const { db } = handle;
    const started = performance.now();
    const admin = await createUser(
      { db, now: systemClock },
      { email: adminEmail, password: adminPassword, role: 'admin', isEmailVerified: true },
    );
    await seedRows(db, options.studentCount, admin.id);
    const paths = await db
      .select({ userId: users.id, applicationId: applications.id })
      .from(users)
      .innerJoin(applications, eq(applications.userId, users.id))
      .where(eq(users.role, 'student'))
      .orderBy(users.email);
    const newestThread = new Map<string, string>();
    const threads = await db
      .select({ studentId: messageThreads.studentId, id: messageThreads.id })
      .from(messageThreads)
      .orderBy(desc(messageThreads.updatedAt));
    for (const thread of threads) {
      if (!newestThread.has(thread.studentId)) newestThread.set(thread.studentId, thread.id);
    }
    const cookies = await insertSessions(
      db,
      paths.map((row) => row.userId),
    );
    await db.execute(sql`analyze`);
    const seconds = (performance.now() - started) / 1000;
    const tables = {
      users,
      profiles,
      applications,
      application_updates: applicationUpdates,
      application_programs: applicationPrograms,
      documents,
      message_threads: messageThreads,
      messages,
      info_requests: infoRequests,
      sessions,
    };
    const rowCounts: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) rowCounts[name] = await db.$count(table);
    const students = paths.map((row, index) => ({
      userId: row.userId,
      cookie: cookies[index] ?? '',
      applicationId: row.applicationId,
      threadId: newestThread.get(row.userId) ?? '',
    }));
    return { students, seconds, rowCounts };
  } finally {
    await handle.close();
  }
}
