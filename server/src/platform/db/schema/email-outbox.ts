// Transactional outbox for email: a message is inserted in the same transaction as the action that
// causes it, so it exists exactly when the action committed. The relay sends pending rows, retries
// with backoff, and marks them sent; a crash or an unreachable mail server only delays delivery.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Which template produced it (verify_email, reset_password, ...): for operators, not logic. */
    template: text('template').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a relay holds the row, so two relays never send the same message. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * Which relay (one per process, a random id) holds the row. If the database goes away after a
     * claim committed but before its answer arrived, that relay takes its own lost claim back at
     * its next run instead of leaving the message for the whole lease.
     */
    claimedBy: text('claimed_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    check('email_outbox_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
    index('email_outbox_due_idx').on(table.status, table.nextAttemptAt),
  ],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
