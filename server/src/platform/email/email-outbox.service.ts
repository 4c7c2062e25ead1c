// Queuing email: the message becomes a row of email_outbox written with the caller's database
// handle. Called with a transaction, the message exists exactly when the action commits; the relay
// (email-relay.ts) delivers it afterwards. Nothing here talks to a mail server.
import { DrizzleQueryError } from 'drizzle-orm';
import type { ServiceDeps } from '../service-deps.ts';
import { deleteFinishedOutboxMessagesBefore, insertOutboxMessage } from './email-outbox.queries.ts';
import type { RenderedEmail } from './email-layout.ts';

export async function queueEmail(
  deps: ServiceDeps,
  input: { to: string; email: RenderedEmail },
): Promise<string> {
  const now = deps.now();
  try {
    return await insertOutboxMessage(deps.db, {
      toAddress: input.to,
      subject: input.email.subject,
      textBody: input.email.text,
      htmlBody: input.email.html,
      template: input.email.template,
      nextAttemptAt: now,
      createdAt: now,
    });
  } catch (error) {
    // Drizzle's error repeats every query parameter in its message, and a 5xx is logged: that
    // would put the body, with its one-time link, in the logs. Keep only the database's reason.
    const reason = error instanceof DrizzleQueryError ? error.cause : error;
    throw new Error(`Could not write the ${input.email.template} email to the outbox`, {
      cause: reason instanceof Error ? new Error(reason.message) : undefined,
    });
  }
}

/** Delivered (or given-up) messages are kept 30 days for support, then removed. */
const finishedMessageRetentionMs = 30 * 24 * 60 * 60 * 1000;

export async function removeFinishedOutboxMessages(deps: ServiceDeps): Promise<number> {
  return deleteFinishedOutboxMessagesBefore(
    deps.db,
    new Date(deps.now().getTime() - finishedMessageRetentionMs),
  );
}
