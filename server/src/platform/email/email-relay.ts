// Delivers what the outbox holds. A run claims due rows in batches, sends each through the
// transport, and records the outcome: sent, or another attempt later with exponential backoff, or
// failed after the last attempt. Runs are serialised within the process, happen every few seconds
// on an unref'd timer, right after an action queued a message (kick), and once at start-up, so
// messages left by a crash or an unreachable mail server are only delayed. Every process of a
// fleet runs its relay (decision 028): claims skip rows another relay holds, so each message goes
// out once, and the process that queued it sends it at once.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { EmailOutboxRow } from '../db/schema/index.ts';
import type { EmailTransport } from './transports/email-transport.ts';
import type { ServiceDeps } from '../service-deps.ts';
import {
  claimDueOutboxMessages,
  markOutboxAttemptFailed,
  markOutboxMessageSent,
} from './email-outbox.queries.ts';

export const emailRelayPolicy = {
  intervalMs: 5_000,
  batchSize: 10,
  /** After this many failed attempts a message is marked failed and never tried again. */
  maxAttempts: 10,
  firstRetryDelayMs: 30_000,
  maxRetryDelayMs: 60 * 60 * 1000,
  /**
   * How long a claimed row stays reserved for this relay. Longer than a batch can take with the
   * SMTP driver's timeouts, so another process never takes a message still being sent.
   */
  claimLeaseMs: 5 * 60 * 1000,
  lastErrorMaxLength: 1000,
} as const;

/** 30 s after the first failure, doubling each time, never more than an hour. */
export function retryDelayMs(failedAttempts: number): number {
  const delay = emailRelayPolicy.firstRetryDelayMs * 2 ** Math.max(0, failedAttempts - 1);
  return Math.min(delay, emailRelayPolicy.maxRetryDelayMs);
}

export interface RelayRunSummary {
  sent: number;
  retrying: number;
  failed: number;
}

export interface EmailRelay {
  /** This relay's id, written into the rows it claims. */
  id: string;
  /** One run now, after any run in progress; resolves when everything due has been attempted. */
  runOnce: () => Promise<RelayRunSummary>;
  /** Asks for a run soon without waiting for it; call only after the queuing transaction commits. */
  kick: () => void;
  /** A run now and then one every intervalMs. */
  start: () => void;
  /** Stops the timer and waits for the run in progress (and its sends) to finish. */
  stop: () => Promise<void>;
}

export interface EmailRelayOptions {
  deps: ServiceDeps;
  transport: EmailTransport;
  /** MAIL_FROM. */
  from: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
}

/** What one relay keeps between its runs. */
interface RelayState {
  /** Written into the rows this relay claims (decision 028: a lost claim is taken back). */
  relayId: string;
  /** Sent by the transport while the database was away: recorded first at the next run. */
  sentButUnrecorded: Map<string, Date>;
  isStopping: () => boolean;
}

export function createEmailRelay(options: EmailRelayOptions): EmailRelay {
  let isStopped = false;
  const state: RelayState = {
    relayId: randomUUID(),
    sentButUnrecorded: new Map(),
    isStopping: () => isStopped,
  };
  let timer: NodeJS.Timeout | undefined;
  let tail: Promise<unknown> = Promise.resolve();
  // A run queued behind the current one and not started yet: it will see everything due now, so
  // further requests join it instead of queuing more.
  let waiting: Promise<RelayRunSummary> | undefined;

  const runOnce = (): Promise<RelayRunSummary> => {
    if (waiting) return waiting;
    const run = tail.then(() => {
      waiting = undefined;
      return deliverDueEmails(options, state);
    });
    waiting = run;
    tail = run.catch(() => undefined);
    return run;
  };

  const runInBackground = (): void => {
    if (isStopped) return;
    runOnce().catch((error: unknown) => {
      options.log.error({ err: error }, 'email relay run failed');
    });
  };

  return {
    id: state.relayId,
    runOnce,
    kick: () => setImmediate(runInBackground),
    start: () => {
      if (timer || isStopped) return;
      runInBackground();
      // unref: the relay alone never keeps the process (or a test worker) alive.
      timer = setInterval(runInBackground, options.intervalMs ?? emailRelayPolicy.intervalMs);
      timer.unref();
    },
    stop: async () => {
      isStopped = true;
      clearInterval(timer);
      await tail;
    },
  };
}

async function deliverDueEmails(
  options: EmailRelayOptions,
  state: RelayState,
): Promise<RelayRunSummary> {
  const summary: RelayRunSummary = { sent: 0, retrying: 0, failed: 0 };
  const { deps } = options;
  for (const [id, sentAt] of state.sentButUnrecorded) {
    await markOutboxMessageSent(deps.db, id, sentAt);
    state.sentButUnrecorded.delete(id);
  }
  // Batches until nothing is due: every claimed row is either sent or rescheduled into the future,
  // so this ends. A stop lets the batch in hand finish and leaves the rest for the next start.
  for (;;) {
    const now = deps.now();
    const batch = await claimDueOutboxMessages(deps.db, {
      now,
      lockedUntil: new Date(now.getTime() + emailRelayPolicy.claimLeaseMs),
      limit: emailRelayPolicy.batchSize,
      relayId: state.relayId,
      exceptIds: [...state.sentButUnrecorded.keys()],
    });
    if (batch.length === 0) break;
    // allSettled: even if recording one outcome fails, the run ends only when every send has.
    const outcomes = await Promise.allSettled(batch.map((row) => deliverOne(options, row, state)));
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') throw outcome.reason;
      summary[outcome.value] += 1;
    }
    if (state.isStopping()) break;
  }
  return summary;
}

async function deliverOne(
  options: EmailRelayOptions,
  row: EmailOutboxRow,
  state: RelayState,
): Promise<keyof RelayRunSummary> {
  const { deps, log } = options;
  try {
    await options.transport.send({
      id: row.id,
      to: row.toAddress,
      from: options.from,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
    });
  } catch (error) {
    const attempts = row.attempts + 1;
    const lastError = describeError(error);
    const context = { outboxId: row.id, template: row.template, attempts, error: lastError };
    if (attempts >= emailRelayPolicy.maxAttempts) {
      await markOutboxAttemptFailed(deps.db, row.id, { status: 'failed', attempts, lastError });
      log.error(context, 'email delivery failed for good; giving up');
      return 'failed';
    }
    const nextAttemptAt = new Date(deps.now().getTime() + retryDelayMs(attempts));
    await markOutboxAttemptFailed(deps.db, row.id, {
      status: 'pending',
      attempts,
      lastError,
      nextAttemptAt,
    });
    log.warn({ ...context, nextAttemptAt }, 'email delivery failed; will retry');
    return 'retrying';
  }
  await recordSent(options, row, deps.now(), state);
  log.info({ outboxId: row.id, template: row.template }, 'email sent');
  return 'sent';
}

/**
 * Once the transport took a message, the row must say so, or it is sent again when its lease ends
 * (issue 15: a database restart between the two sent a few emails twice). So recording is retried
 * while the database is away, for as long as the lease holds, unless the process is stopping; after
 * that the relay remembers the message, never claims it again and records it at its next run. Only
 * if the process ends first can a message go out twice.
 */
async function recordSent(
  options: EmailRelayOptions,
  row: EmailOutboxRow,
  sentAt: Date,
  state: RelayState,
): Promise<void> {
  const { deps, log } = options;
  const giveUpAt = Date.now() + emailRelayPolicy.claimLeaseMs - 30_000;
  for (let delayMs = 250; ; delayMs = Math.min(delayMs * 2, 5_000)) {
    try {
      await markOutboxMessageSent(deps.db, row.id, sentAt);
      return;
    } catch (error) {
      if (state.isStopping() || Date.now() + delayMs > giveUpAt) {
        state.sentButUnrecorded.set(row.id, sentAt);
        log.error(
          { err: error, outboxId: row.id, template: row.template },
          'email sent but not recorded as sent yet; recorded at the next run unless the process ends',
        );
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

/**
 * The transport's own words (drivers strip credentials), bounded in length, without the e-mail
 * addresses a mail server quotes ("550 <ana@example.com>: unknown user"): this text is logged and
 * logs never name a person (issue 30); the outbox row says who the message was for.
 */
function describeError(error: unknown): string {
  const text = (error instanceof Error ? error.message : String(error)).replace(
    /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+/g,
    '[address]',
  );
  return text.slice(0, emailRelayPolicy.lastErrorMaxLength) || 'unknown error';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox relay; tests call runOnce() instead of waiting for the timer. */
    emailRelay: EmailRelay;
  }
}

/**
 * Creates the relay for an app: started when the app is ready (so pending messages from an earlier
 * run go out at start-up), stopped on close before the database goes away, in-flight sends included.
 */
export function registerEmailRelay(
  app: FastifyInstance,
  options: Omit<EmailRelayOptions, 'log'> & { closeTransport: boolean },
): EmailRelay {
  const relay = createEmailRelay({ ...options, log: app.log });
  app.decorate('emailRelay', relay);
  app.addHook('onReady', (done) => {
    relay.start();
    done();
  });
  app.addHook('onClose', async () => {
    await relay.stop();
    if (options.closeTransport) await options.transport.close?.();
  });
  return relay;
}
