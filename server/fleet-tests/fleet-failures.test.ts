// The fleet under a steady write load through HAProxy, broken on purpose (issue 15, item 4): one
// portal killed with SIGKILL, and PostgreSQL stopped and started again. The write is a
// consultant's information request to a student: a row in info_requests and an email in the
// outbox, in one transaction. Each test prints its figures. Every wait is for a condition (the
// load made so many writes, HAProxy shows a portal down or up, /readyz answers), with a deadline.
//
// With FLEET_JOURNEY=true the fleet journey (e2e/fleet/, Playwright) runs first against this same
// fleet, so CI starts one fleet for both; the failures come after it and may break the fleet.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import type { Fleet } from '../../scripts/lib/fleet.ts';
import {
  runFleetJourney,
  startTestFleet,
  waitForProxy,
  waitUntil,
  type TestFleet,
} from '../../scripts/lib/test-fleet.ts';
import { stripeEventPayload } from '../test/fake-stripe-api.ts';
import { createTestClient, type TestClient } from '../test/http-client.ts';
import { countBy, startWriteLoad, type WriteAttempt, type WriteLoad } from './write-load.ts';

const admin = { email: 'consultant@fleet.studypath.test', password: 'fleet-admin-password-1' };
const concurrency = 8;
const webhookSecret = 'whsec_fleet_test_secret';
/** Writes the load makes before a test breaks something: it runs steadily through every portal. */
const warmUpWrites = 60;
/** Writes started after a point of interest that a test waits for before it stops the load. */
const writesAfter = 20;

let testFleet: TestFleet;
let fleet: Fleet;
let sql: postgres.Sql;
let consultant: TestClient;
let csrfToken: string;
let studentId: string;

function report(title: string, figures: Record<string, unknown>): void {
  const lines = Object.entries(figures).map(
    ([name, value]) => `  ${name}: ${JSON.stringify(value)}`,
  );
  process.stdout.write(`\n${title}\n${lines.join('\n')}\n`);
}

/** One information request to the student, as the consultant's screen sends it. */
function writeInformationRequest(marker: string) {
  return (n: number) =>
    fetch(`${fleet.url}/api/admin/info-requests`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': csrfToken,
        cookie: [...consultant.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: JSON.stringify({
        userId: studentId,
        questions: [{ id: 'q1', question: `${marker} write ${n}: please send your transcript.` }],
      }),
    });
}

async function storedIds(ids: string[]): Promise<Set<string>> {
  const rows = await sql<
    { id: string }[]
  >`select id from info_requests where id = any(${ids}::uuid[])`;
  return new Set(rows.map((row) => row.id));
}

async function readyz(port: number): Promise<number> {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/readyz`);
    await answer.arrayBuffer();
    return answer.status;
  } catch {
    return 0;
  }
}

const acknowledged = (attempts: WriteAttempt[]) =>
  attempts.filter((attempt) => attempt.status === 201 && attempt.id !== null);

/** Until the load has had `warmUpWrites` writes acknowledged, answered by every portal. */
function warmedUp(load: WriteLoad): Promise<boolean> {
  return waitUntil(() => {
    const acked = acknowledged(load.attempts);
    const answeredBy = new Set(acked.map((attempt) => attempt.process));
    return acked.length >= warmUpWrites && answeredBy.size === fleet.portals.length;
  }, 30_000);
}

/** Until `writesAfter` writes started after `from` (ms since the epoch) have ended. */
function wroteAfter(load: WriteLoad, from: () => number): Promise<boolean> {
  return waitUntil(
    () => load.attempts.filter((attempt) => attempt.startedAt > from()).length >= writesAfter,
    30_000,
  );
}

beforeAll(async () => {
  // The fleet's own PostgreSQL (not DATABASE_URL's): one test stops and starts it.
  testFleet = await startTestFleet({
    proxyPort: 0,
    restartPortals: false,
    admin,
    env: {
      // Stripe as the provider, for the webhook test (nothing here calls Stripe's API).
      STRIPE_SECRET_KEY: 'sk_test_fleet',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fleet',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
    },
    // The file mail transport's console summary of each message is not worth keeping.
    isNoise: (line) => /^(\[email\]| {2}(to|link|file):)/.test(line),
  });
  fleet = testFleet.fleet;
  sql = postgres(fleet.databaseUrl, { max: 2, onnotice: () => undefined });
  const student = createTestClient(fleet.url);
  const email = `fleet-student-${Date.now()}@fleet.studypath.test`;
  const registered = await student.post(
    '/api/auth/register',
    {
      email,
      password: 'fleet-student-password-1',
      confirmPassword: 'fleet-student-password-1',
      acceptTerms: true,
      acceptPrivacy: true,
    },
    { withCsrf: true },
  );
  expect(registered.status, registered.text).toBe(201);
  const [row] = await sql<{ id: string }[]>`select id from users where email = ${email}`;
  studentId = row?.id ?? '';
  consultant = createTestClient(fleet.url);
  const login = await consultant.login(admin.email, admin.password);
  expect(login.status, login.text).toBe(200);
  csrfToken = await consultant.csrf();
}, 180_000);

afterEach((context) => {
  if (context.task.result?.state === 'fail') {
    process.stdout.write(`\nthe fleet's last lines:\n${testFleet.lastLines(80).join('\n')}\n`);
  }
});

afterAll(async () => {
  await sql?.end({ timeout: 5 });
  await testFleet?.stop();
});

// First, while the fleet is whole: the browser journey of e2e/fleet/ (CI; `npm run test:fleet`
// runs it alone on a fleet of its own).
describe.runIf(process.env.FLEET_JOURNEY === 'true')('the fleet journey', () => {
  it('passes in Playwright against this fleet', { timeout: 300_000 }, async () => {
    expect(await runFleetJourney(testFleet), 'the fleet journey failed (its output is above)').toBe(
      0,
    );
  });
});

describe('the fleet under a write load', () => {
  it('routes around a portal killed with SIGKILL: every acknowledged write is stored, only writes in flight on it fail', async () => {
    const load = startWriteLoad({
      concurrency,
      send: writeInformationRequest('kill-9'),
      pauseMs: 20,
    });
    expect(await warmedUp(load), 'the load ran through every portal').toBe(true);
    const victim = fleet.portals[1];
    if (!victim) throw new Error('no second portal');
    const killedAt = Date.now();
    victim.kill('SIGKILL');
    await victim.exited();
    // The proxy has taken it out, and the load has gone on past the moment checked below.
    const isOut = await waitForProxy(fleet, { 'portal-2': 'DOWN' });
    await wroteAfter(load, () => killedAt + 2_500);
    const attempts = await load.stop();

    const acked = acknowledged(attempts);
    const stored = await storedIds(acked.map((attempt) => attempt.id ?? ''));
    const failed = attempts.filter((attempt) => attempt.status !== 201);
    const afterKill = attempts.filter((attempt) => attempt.startedAt > killedAt + 2_500);
    report('SIGKILL of portal-2 under load', {
      writes: attempts.length,
      acknowledged: acked.length,
      acknowledgedAndStored: stored.size,
      failed: failed.length,
      failures: failed.map((attempt) => `${attempt.status} ${attempt.error ?? ''}`.slice(0, 120)),
      answeredBy: countBy(acked, (attempt) => attempt.process ?? '?'),
      answeredByAfterTheKill: countBy(afterKill, (attempt) => attempt.process ?? '?'),
    });

    expect(isOut, 'HAProxy marked portal-2 down').toBe(true);
    expect(acked.length).toBeGreaterThan(50);
    expect(stored.size, 'acknowledged writes missing from the database').toBe(acked.length);
    // Only what was in flight on the killed process can fail: at most one per connection, all
    // sent before the proxy could know it was gone.
    expect(failed.length).toBeLessThanOrEqual(concurrency);
    // (The proxy may still hand a request to a pooled connection of the dead process in the
    // moment before it sees the connection close: such a request counts as in flight.)
    for (const attempt of failed) expect(attempt.startedAt).toBeLessThanOrEqual(killedAt + 250);
    // Afterwards the proxy sends everything to the two that are left, and all of it succeeds.
    expect(afterKill.length).toBeGreaterThan(10);
    expect(afterKill.every((attempt) => attempt.status === 201)).toBe(true);
    expect(new Set(afterKill.map((attempt) => attempt.process))).toEqual(
      new Set(['portal-1', 'portal-3']),
    );

    // Back in rotation once it is started again.
    await victim.start();
    expect(await waitForProxy(fleet, { 'portal-2': 'UP' }), 'HAProxy marked portal-2 up').toBe(
      true,
    );
    const names = new Set<string>();
    for (let i = 0; i < 9; i += 1) {
      const answer = await fetch(`${fleet.url}/livez`);
      await answer.arrayBuffer();
      names.add(answer.headers.get('x-studypath-process') ?? '?');
    }
    expect(names).toEqual(new Set(['portal-1', 'portal-2', 'portal-3']));
  });

  it('lets a portal stop on SIGTERM without a single failed request: it leaves the rotation, finishes what it has and exits 0', async () => {
    const load = startWriteLoad({
      concurrency,
      send: writeInformationRequest('sigterm'),
      pauseMs: 20,
    });
    expect(await warmedUp(load), 'the load ran through every portal').toBe(true);
    const leaving = fleet.portals[2];
    if (!leaving) throw new Error('no third portal');
    const signalledAt = Date.now();
    leaving.kill('SIGTERM');
    const exit = await leaving.exited();
    const exitedAt = Date.now();
    const exitedAfterMs = exitedAt - signalledAt;
    // The load goes on through the other two once it is gone and the proxy knows it.
    const isOut = await waitForProxy(fleet, { 'portal-3': 'DOWN' });
    await wroteAfter(load, () => exitedAt);
    const attempts = await load.stop();

    const acked = acknowledged(attempts);
    const stored = await storedIds(acked.map((attempt) => attempt.id ?? ''));
    const failed = attempts.filter((attempt) => attempt.status !== 201);
    const servedWhileLeaving = acked.filter(
      (attempt) => attempt.process === 'portal-3' && attempt.startedAt > signalledAt,
    );
    report('SIGTERM of portal-3 under load', {
      writes: attempts.length,
      acknowledged: acked.length,
      acknowledgedAndStored: stored.size,
      failed: failed.length,
      failures: failed.map((attempt) => `${attempt.status} ${attempt.error ?? ''}`.slice(0, 120)),
      servedByPortal3AfterTheSignal: servedWhileLeaving.length,
      exit,
      exitedAfterMs,
    });

    expect(isOut, 'HAProxy marked portal-3 down').toBe(true);
    expect(failed).toEqual([]);
    expect(stored.size).toBe(acked.length);
    expect(exit).toEqual({ code: 0, signal: null });

    // Back in rotation for the tests after this one.
    await leaving.start();
    expect(await waitForProxy(fleet, { 'portal-3': 'UP' }), 'HAProxy marked portal-3 up').toBe(
      true,
    );
  });

  it('rides out a PostgreSQL restart: /readyz answers 503 while it is down, the portals reconnect, nothing acknowledged is lost and every queued email goes out', async () => {
    if (!fleet.postgres) throw new Error('the fleet runs its own PostgreSQL here');
    const before = Number(
      (await sql<{ n: string }[]>`select count(*) as n from email_outbox`)[0]?.n,
    );
    // Emails of this test only: one claimed by the portal killed in the first test stays reserved
    // for that dead relay until its lease runs out (5 minutes), by design.
    const [{ startedAt } = { startedAt: new Date() }] = await sql<
      { startedAt: Date }[]
    >`select now() as "startedAt"`;
    const load = startWriteLoad({
      concurrency,
      send: writeInformationRequest('restart'),
      pauseMs: 20,
    });
    expect(await warmedUp(load), 'the load ran through every portal').toBe(true);
    await sql.end({ timeout: 1 });
    const stoppedAt = Date.now();
    await fleet.postgres.stop();

    // Every portal says it is not ready while the database is gone, and the proxy takes them
    // all out; then the database comes back.
    let statuses: number[] = [];
    const readyzAll = async () => {
      statuses = await Promise.all(fleet.portals.map((portal) => readyz(portal.port)));
      return statuses;
    };
    await waitUntil(async () => (await readyzAll()).every((status) => status === 503), 10_000, 200);
    const whileDown = [...statuses];
    const allOut = Object.fromEntries(
      fleet.portals.map((portal) => [portal.name, 'DOWN'] as const),
    );
    const wereAllOut = await waitForProxy(fleet, allOut);
    await fleet.postgres.start();
    const restartedAt = Date.now();

    // They reconnect by themselves.
    let readyAfterMs = -1;
    if (
      await waitUntil(
        async () => (await readyzAll()).every((status) => status === 200),
        30_000,
        200,
      )
    ) {
      readyAfterMs = Date.now() - restartedAt;
    }
    // The proxy has them all back, and the load has gone on past the moment checked below.
    const allIn = Object.fromEntries(fleet.portals.map((portal) => [portal.name, 'UP'] as const));
    const wereAllBack = await waitForProxy(fleet, allIn);
    await wroteAfter(load, () => restartedAt + readyAfterMs + 2_500);
    const attempts = await load.stop();

    sql = postgres(fleet.databaseUrl, { max: 2, onnotice: () => undefined });
    const acked = acknowledged(attempts);
    const stored = await storedIds(acked.map((attempt) => attempt.id ?? ''));
    const afterRestart = attempts.filter(
      (attempt) => attempt.startedAt > restartedAt + readyAfterMs + 2_500,
    );

    // Every email queued around the restart is delivered afterwards, each once.
    let pending = -1;
    await waitUntil(
      async () => {
        pending = Number(
          (
            await sql<{ n: string }[]>`
              select count(*) as n from email_outbox
              where status <> 'sent' and created_at >= ${startedAt}`
          )[0]?.n,
        );
        return pending === 0;
      },
      30_000,
      500,
    );
    const sent = await sql<
      { id: string }[]
    >`select id from email_outbox where status = 'sent' order by created_at`;
    // What a message still waiting looks like, so a failure says where it is stuck.
    const unsent = await sql`
      select template, status, attempts, last_error, claimed_by, created_at, next_attempt_at,
             locked_until, created_at < ${startedAt} as "queuedBeforeThisTest"
      from email_outbox where status <> 'sent'`;
    // The file transport names each message <time>-<outbox id>.eml.
    const files = readdirSync(path.join(fleet.dataDir, 'mail'));
    const filesPerEmail = sent.map(
      (row) => files.filter((file) => file.endsWith(`-${row.id}.eml`)).length,
    );
    report(
      'PostgreSQL stopped until the proxy took every portal out, and started again under load',
      {
        writes: attempts.length,
        acknowledged: acked.length,
        acknowledgedAndStored: stored.size,
        failedWhileDown: countBy(
          attempts.filter((attempt) => attempt.status !== 201),
          (attempt) => String(attempt.status),
        ),
        readyzWhileDown: whileDown,
        allReadyAfterRestartMs: readyAfterMs,
        acknowledgedAfterRecovery: acknowledged(afterRestart).length,
        emailsQueuedDuringTheTest: sent.length - before + pending,
        emailsPendingAtTheEnd: pending,
        unsentEmails: unsent,
        sentEmailsWrittenOnce: `${filesPerEmail.filter((count) => count === 1).length}/${sent.length}`,
        downForMs: restartedAt - stoppedAt,
      },
    );

    expect(whileDown).toEqual([503, 503, 503]);
    expect(wereAllOut, 'HAProxy marked every portal down').toBe(true);
    expect(readyAfterMs).toBeGreaterThanOrEqual(0);
    expect(wereAllBack, 'HAProxy marked every portal up again').toBe(true);
    expect(stored.size, 'acknowledged writes missing from the database').toBe(acked.length);
    expect(afterRestart.length).toBeGreaterThan(10);
    expect(afterRestart.every((attempt) => attempt.status === 201)).toBe(true);
    expect(pending).toBe(0);
    // Each exactly once: a relay that sent a message while the database went away records it
    // when the database is back instead of sending it again.
    expect(filesPerEmail.every((count) => count === 1)).toBe(true);
    // Refused writes said "try again" (503), never "something broke" (500).
    expect(attempts.filter((attempt) => attempt.status === 500)).toEqual([]);
  });

  it('applies a Stripe webhook delivered 5 times at once, to different processes, once', async () => {
    // A pending Stripe payment for the student's path, as POST /api/payments/intent leaves it
    // (creating the intent needs Stripe's API, which this machine cannot reach).
    const [path] = await sql<{ id: string }[]>`
      insert into applications (user_id, status) values (${studentId}, 'find_program') returning id`;
    const intentId = `pi_fleet_${Date.now()}`;
    await sql`
      insert into payments (application_id, user_id, kind, package_tier, amount_cents, provider,
                            provider_reference, status)
      values (${path?.id ?? ''}, ${studentId}, 'payment', 'basic', 49900, 'stripe', ${intentId},
              'pending')`;
    const eventId = `evt_fleet_${Date.now()}`;
    const payload = stripeEventPayload({
      id: eventId,
      type: 'payment_intent.succeeded',
      intent: { id: intentId, amount: 49900, currency: 'usd' },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const deliveries = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const answer = await fetch(`${fleet.url}/api/stripe/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
        await answer.arrayBuffer();
        return { status: answer.status, process: answer.headers.get('x-studypath-process') };
      }),
    );
    const [payment] = await sql<{ status: string }[]>`
      select status from payments where provider_reference = ${intentId}`;
    const [counts] = await sql<
      { events: string; receipts: string; paid: string; audits: string }[]
    >`
      select (select count(*) from payment_events where id = ${eventId}) as events,
             (select count(*) from email_outbox where template = 'payment_receipt') as receipts,
             (select count(*) from applications where id = ${path?.id ?? ''} and payment_status = 'paid') as paid,
             (select count(*) from audit_logs where action = 'payment_succeeded') as audits`;
    report('One Stripe webhook delivered 5 times at once through the proxy', {
      answers: deliveries.map((delivery) => `${delivery.status} from ${delivery.process ?? '?'}`),
      paymentStatus: payment?.status,
      storedEvents: counts?.events,
      receiptEmails: counts?.receipts,
      paymentAudits: counts?.audits,
    });
    expect(deliveries.every((delivery) => delivery.status === 200)).toBe(true);
    expect(new Set(deliveries.map((delivery) => delivery.process)).size).toBe(3);
    expect(payment?.status).toBe('succeeded');
    expect(counts).toEqual({ events: '1', receipts: '1', paid: '1', audits: '1' });
  });
});
