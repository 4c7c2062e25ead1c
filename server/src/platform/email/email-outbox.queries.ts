import { and, asc, eq, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { emailOutbox, type EmailOutboxRow } from '../db/schema/index.ts';

export interface NewOutboxMessage {
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  template: string;
  nextAttemptAt: Date;
  createdAt: Date;
}

export async function insertOutboxMessage(
  db: Database,
  message: NewOutboxMessage,
): Promise<string> {
  const [row] = await db.insert(emailOutbox).values(message).returning({ id: emailOutbox.id });
  if (!row) throw new Error('email_outbox insert returned no row');
  return row.id;
}

/**
 * Takes up to `limit` due messages for this relay in one statement: rows already locked by another
 * relay's claim are skipped (FOR UPDATE SKIP LOCKED), and the lease (locked_until) keeps every other
 * relay away until it runs out, which only matters if this process dies mid-send. Rows this relay
 * itself claimed and still holds are taken again: a relay's runs follow one another and each ends
 * with every claimed row recorded, so such a row is a claim whose answer was lost (the database
 * went away after committing it). `exceptIds` are rows this relay sent but could not yet record.
 */
export async function claimDueOutboxMessages(
  db: Database,
  options: { now: Date; lockedUntil: Date; limit: number; relayId: string; exceptIds: string[] },
): Promise<EmailOutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'pending'),
        lte(emailOutbox.nextAttemptAt, options.now),
        or(
          isNull(emailOutbox.lockedUntil),
          lte(emailOutbox.lockedUntil, options.now),
          eq(emailOutbox.claimedBy, options.relayId),
        ),
        options.exceptIds.length > 0 ? notInArray(emailOutbox.id, options.exceptIds) : undefined,
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({ lockedUntil: options.lockedUntil, claimedBy: options.relayId })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

/**
 * Delivered: the bodies are emptied, because they carry the one-time link in clear text while the
 * token table keeps only hashes. Subject, recipient and template stay for operators.
 */
export async function markOutboxMessageSent(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      status: 'sent',
      sentAt: now,
      attempts: sql`${emailOutbox.attempts} + 1`,
      lockedUntil: null,
      claimedBy: null,
      lastError: null,
      textBody: '',
      htmlBody: '',
    })
    .where(eq(emailOutbox.id, id));
}

export async function markOutboxAttemptFailed(
  db: Database,
  id: string,
  outcome: { attempts: number; lastError: string } & (
    { status: 'pending'; nextAttemptAt: Date } | { status: 'failed' }
  ),
): Promise<void> {
  const isFinal = outcome.status === 'failed';
  await db
    .update(emailOutbox)
    .set({
      status: outcome.status,
      attempts: outcome.attempts,
      lastError: outcome.lastError,
      lockedUntil: null,
      claimedBy: null,
      ...(isFinal ? { textBody: '', htmlBody: '' } : { nextAttemptAt: outcome.nextAttemptAt }),
    })
    .where(eq(emailOutbox.id, id));
}

/** Sent or failed messages created before `cutoff` (their bodies were already emptied). */
export async function deleteFinishedOutboxMessagesBefore(
  db: Database,
  cutoff: Date,
): Promise<number> {
  const deleted = await db
    .delete(emailOutbox)
    .where(and(inArray(emailOutbox.status, ['sent', 'failed']), lte(emailOutbox.createdAt, cutoff)))
    .returning({ id: emailOutbox.id });
  return deleted.length;
}
