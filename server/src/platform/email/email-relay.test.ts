import { Writable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '../db/schema/index.ts';
import type { EmailTransport, OutgoingEmail } from './transports/email-transport.ts';
import { createMemoryTransport } from './transports/memory-transport.ts';
import { registration } from '../../../test/account-flows.ts';
import { hours, minutes } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { claimDueOutboxMessages } from './email-outbox.queries.ts';
import { renderEmail } from './email-layout.ts';
import { queueEmail } from './email-outbox.service.ts';
import { createEmailRelay, retryDelayMs } from './email-relay.ts';

/** A transport that fails the first `failures` sends with a connection error, then accepts. */
function flakyTransport(failures: number) {
  const sent: OutgoingEmail[] = [];
  let attempts = 0;
  const transport: EmailTransport & { sent: OutgoingEmail[]; attempts: () => number } = {
    name: 'flaky',
    sent,
    attempts: () => attempts,
    send: (message) => {
      attempts += 1;
      if (attempts <= failures)
        return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25'));
      sent.push(message);
      return Promise.resolve();
    },
  };
  return transport;
}

async function queueTestEmail(t: TestServer, to: string): Promise<string> {
  return queueEmail(t.deps, {
    to,
    // Any rendered email does: the relay only delivers what the outbox holds.
    email: renderEmail({
      template: 'relay-test',
      subject: 'A message from the relay test',
      heading: 'Relay test',
      intro: ['The relay delivers what the outbox holds.'],
      action: { label: 'Open StudyPath', url: 'http://localhost/dashboard' },
      outro: [],
      reason: `You received this email because ${to} takes part in a test.`,
    }),
  });
}

async function outboxRow(t: TestServer, id: string) {
  const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

describe('retryDelayMs', () => {
  it('waits 30 s after the first failure, doubling each time, capped at one hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(retryDelayMs)).toEqual([
      30_000,
      60_000,
      minutes(2),
      minutes(4),
      minutes(8),
      minutes(16),
      minutes(32),
      hours(1),
      hours(1),
    ]);
  });
});

describe('email relay', () => {
  let t: TestServer;
  const transport = flakyTransport(1);
  beforeAll(async () => {
    t = await startTestServer({ emailTransport: transport });
  });
  afterAll(() => t.close());

  it('retries a message after a transport failure and marks it sent on the next attempt', async () => {
    const id = await queueTestEmail(t, 'retry@example.com');
    await t.app.emailRelay.runOnce();
    const afterFailure = await outboxRow(t, id);
    expect(afterFailure).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      lockedUntil: null,
      sentAt: null,
    });
    expect(afterFailure.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + 30_000);
    expect(afterFailure.textBody).toContain('http://localhost/dashboard');

    t.clock.advance(29_000);
    await t.app.emailRelay.runOnce();
    expect(transport.sent).toHaveLength(0);

    t.clock.advance(1_000);
    await t.app.emailRelay.runOnce();
    const delivered = await outboxRow(t, id);
    expect(delivered).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(delivered.sentAt?.getTime()).toBe(t.clock.now().getTime());
    expect(transport.sent.map((message) => message.id)).toEqual([id]);
    expect(transport.sent[0]).toMatchObject({
      to: 'retry@example.com',
      from: 'StudyPath <no-reply@localhost>',
      subject: 'A message from the relay test',
    });
  });

  it('sends a message queued by an HTTP action right after its commit, without waiting for the timer', async () => {
    const response = await t.newClient().request('POST', '/api/auth/register', {
      json: registration('kicked@example.com', 'long-enough-password'),
      withCsrf: true,
    });
    expect(response.status).toBe(201);
    await vi.waitFor(
      () => expect(transport.sent.map((message) => message.to)).toContain('kicked@example.com'),
      { timeout: 3_000, interval: 20 },
    );
  });
});

describe('email relay logs', () => {
  it('never carry the link or its token: queuing, failed and successful delivery, opening the link', async () => {
    let logText = '';
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logText += chunk.toString();
        callback();
      },
    });
    const transport = flakyTransport(1);
    const t = await startTestServer({
      emailTransport: transport,
      logStream,
      env: { LOG_LEVEL: 'trace' },
    });
    try {
      const client = t.newClient();
      await client.request('POST', '/api/auth/register', {
        json: {
          email: 'logged@example.com',
          password: 'long-enough-password',
          confirmPassword: 'long-enough-password',
          acceptTerms: true,
          acceptPrivacy: true,
        },
        withCsrf: true,
      });
      await t.app.emailRelay.runOnce();
      t.clock.advance(30_000);
      await t.app.emailRelay.runOnce();
      const token = /token=([A-Za-z0-9_-]+)/.exec(transport.sent[0]?.text ?? '')?.[1] ?? '';
      expect(token).toHaveLength(43);
      // The browser opening the link in the email: a page request with the token in its URL.
      await client.get(`/verify-email?token=${token}`);
      await client.request('POST', '/api/auth/verify-email', { json: { token }, withCsrf: true });
    } finally {
      await t.close();
    }
    expect(logText).toContain('email delivery failed; will retry');
    expect(logText).toContain('email sent');
    expect(logText).toContain('/api/auth/verify-email');
    const token = /token=([A-Za-z0-9_-]+)/.exec(transport.sent[0]?.text ?? '')?.[1] ?? '';
    expect(logText).toContain('"url":"/verify-email?token=[redacted]"');
    expect(logText).not.toContain(token);
  });
});

describe('email relay giving up', () => {
  let t: TestServer;
  const transport = flakyTransport(Number.POSITIVE_INFINITY);
  beforeAll(async () => {
    t = await startTestServer({ emailTransport: transport });
  });
  afterAll(() => t.close());

  it('backs off between attempts and marks the message failed after 10, emptying its bodies', async () => {
    const id = await queueTestEmail(t, 'never@example.com');
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      await t.app.emailRelay.runOnce();
      const row = await outboxRow(t, id);
      expect(row, `attempt ${attempt}`).toMatchObject({ status: 'pending', attempts: attempt });
      delays.push(row.nextAttemptAt.getTime() - t.clock.now().getTime());
      t.clock.advance(row.nextAttemptAt.getTime() - t.clock.now().getTime());
    }
    expect(delays).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map(retryDelayMs));

    await t.app.emailRelay.runOnce();
    const failed = await outboxRow(t, id);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 10,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      textBody: '',
      htmlBody: '',
      sentAt: null,
    });

    const attemptsSoFar = transport.attempts();
    t.clock.advance(hours(24));
    await t.app.emailRelay.runOnce();
    expect(transport.attempts()).toBe(attemptsSoFar);
  });
});

describe('email relay across restarts', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ emailTransport: flakyTransport(Number.POSITIVE_INFINITY) });
    // This server's relay plays the process that crashed: it sends nothing from here on.
    await t.app.emailRelay.stop();
  });
  afterAll(() => t.close());

  function newRelay(transport: EmailTransport) {
    return createEmailRelay({
      deps: t.deps,
      transport,
      from: 'StudyPath <no-reply@localhost>',
      log: t.app.log,
    });
  }

  it('delivers at start-up what was left pending, and a message claimed by a crashed relay once its lease runs out', async () => {
    const waiting = await queueTestEmail(t, 'waiting@example.com');
    const inFlight = await queueTestEmail(t, 'in-flight@example.com');
    const now = t.clock.now();
    // The crashed process had claimed this one and never reported back.
    await t.db
      .update(emailOutbox)
      .set({ lockedUntil: new Date(now.getTime() + minutes(5)) })
      .where(eq(emailOutbox.id, inFlight));

    const mailbox = createMemoryTransport();
    const relay = newRelay(mailbox);
    relay.start();
    try {
      await vi.waitFor(() => expect(mailbox.messages).toHaveLength(1), { timeout: 3_000 });
      expect(mailbox.messages[0]?.id).toBe(waiting);

      t.clock.advance(minutes(5));
      await relay.runOnce();
      expect(mailbox.messages.map((message) => message.id)).toEqual([waiting, inFlight]);
      expect((await outboxRow(t, inFlight)).status).toBe('sent');
    } finally {
      await relay.stop();
    }
  });

  it('runs soon after a kick, long before its timer would', async () => {
    const mailbox = createMemoryTransport();
    const relay = createEmailRelay({
      deps: t.deps,
      transport: mailbox,
      from: 'StudyPath <no-reply@localhost>',
      log: t.app.log,
      intervalMs: hours(1),
    });
    relay.start();
    try {
      await relay.runOnce();
      const id = await queueTestEmail(t, 'kick@example.com');
      relay.kick();
      await vi.waitFor(() => expect(mailbox.messages.map((message) => message.id)).toEqual([id]), {
        timeout: 2_000,
        interval: 10,
      });
    } finally {
      await relay.stop();
    }
  });

  it('never gives the same message to two relays', async () => {
    const ids = await Promise.all(
      Array.from({ length: 25 }, (_, index) => queueTestEmail(t, `bulk-${index}@example.com`)),
    );
    const first = createMemoryTransport();
    const second = createMemoryTransport();
    const relays = [newRelay(first), newRelay(second)];
    await Promise.all(relays.map((relay) => relay.runOnce()));
    const delivered = [...first.messages, ...second.messages].map((message) => message.id);
    expect(delivered.sort()).toEqual([...ids].sort());
    await Promise.all(relays.map((relay) => relay.stop()));
  });

  it('delivers each of 200 queued emails exactly once with two relays, each on its own connections, running together', async () => {
    const ids = new Set(
      await Promise.all(
        Array.from({ length: 200 }, (_, index) => queueTestEmail(t, `fleet-${index}@example.com`)),
      ),
    );
    // The second relay plays another process: on PostgreSQL its own pool of connections.
    const sibling = t.database.openSibling();
    const sends = new Map<string, string[]>();
    const slowMailbox = (relayName: string): EmailTransport => ({
      name: relayName,
      send: async (message) => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 4));
        sends.set(message.id, [...(sends.get(message.id) ?? []), relayName]);
      },
    });
    const relays = [
      createEmailRelay({
        deps: t.deps,
        transport: slowMailbox('first'),
        from: 'StudyPath <no-reply@localhost>',
        log: t.app.log,
        intervalMs: 10,
      }),
      createEmailRelay({
        deps: { db: sibling.db, now: t.clock.now },
        transport: slowMailbox('second'),
        from: 'StudyPath <no-reply@localhost>',
        log: t.app.log,
        intervalMs: 10,
      }),
    ];
    try {
      for (const relay of relays) relay.start();
      await vi.waitFor(
        () => expect([...ids].filter((id) => sends.has(id))).toHaveLength(ids.size),
        { timeout: 20_000, interval: 50 },
      );
      // A few more runs of both, to give a duplicate every chance to show.
      await Promise.all(relays.map((relay) => relay.runOnce()));
    } finally {
      await Promise.all(relays.map((relay) => relay.stop()));
      await sibling.close();
    }
    const fleetSends = [...sends].filter(([id]) => ids.has(id));
    expect(fleetSends.filter(([, senders]) => senders.length !== 1)).toEqual([]);
    const sentBy = (relayName: string) =>
      fleetSends.filter(([, senders]) => senders[0] === relayName).length;
    expect(sentBy('first')).toBeGreaterThan(0);
    expect(sentBy('second')).toBeGreaterThan(0);
    const statuses = await t.db
      .select({ status: emailOutbox.status })
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, [...ids]));
    expect(statuses.every((row) => row.status === 'sent')).toBe(true);
  });

  it('waits for the send in progress when stopped', async () => {
    const id = await queueTestEmail(t, 'slow@example.com');
    let release: () => void = () => undefined;
    let isSendStarted = false;
    const slow: EmailTransport = {
      name: 'slow',
      send: () => {
        isSendStarted = true;
        return new Promise<void>((resolve) => (release = resolve));
      },
    };
    const relay = newRelay(slow);
    const run = relay.runOnce();
    await vi.waitFor(() => expect(isSendStarted).toBe(true));
    let isStopped = false;
    const stopping = relay.stop().then(() => (isStopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isStopped).toBe(false);
    release();
    await stopping;
    await run;
    expect((await outboxRow(t, id)).status).toBe('sent');
  });

  it('claims only due, unlocked, pending rows', async () => {
    const due = await queueTestEmail(t, 'due@example.com');
    const later = await queueTestEmail(t, 'later@example.com');
    await t.db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(t.clock.now().getTime() + minutes(1)) })
      .where(eq(emailOutbox.id, later));
    const now = t.clock.now();
    const claim = (relayId: string, exceptIds: string[] = []) =>
      claimDueOutboxMessages(t.db, {
        now,
        lockedUntil: new Date(now.getTime() + minutes(5)),
        limit: 10,
        relayId,
        exceptIds,
      });
    const claimed = await claim('relay-a');
    expect(claimed.map((row) => row.id)).toEqual([due]);
    expect(claimed[0]?.claimedBy).toBe('relay-a');
    expect(await claim('relay-b')).toEqual([]);
    // Its own claim, still held, is a lost answer: the same relay takes it again, unless told not to.
    expect(await claim('relay-a', [due])).toEqual([]);
    expect((await claim('relay-a')).map((row) => row.id)).toEqual([due]);
  });

  it('takes back at its next run a claim whose answer the database lost, long before the lease ends', async () => {
    const lost = await queueTestEmail(t, 'lost-claim@example.com');
    const mailbox = createMemoryTransport();
    const relay = newRelay(mailbox);
    const other = newRelay(createMemoryTransport());
    const now = t.clock.now();
    // The claim committed, then the connection broke before the relay read which rows it got.
    await claimDueOutboxMessages(t.db, {
      now,
      lockedUntil: new Date(now.getTime() + minutes(5)),
      limit: 10,
      relayId: relay.id,
      exceptIds: [],
    });
    try {
      expect(await other.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(await relay.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(mailbox.messages.map((message) => message.id)).toEqual([lost]);
      expect(await outboxRow(t, lost)).toMatchObject({ status: 'sent', claimedBy: null });
    } finally {
      await Promise.all([relay.stop(), other.stop()]);
    }
  });
});
