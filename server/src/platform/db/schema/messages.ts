// Conversations (part 2 §3 "Message thread", "Message"). A thread belongs to one student and goes
// with them (cascade); any consultant answers it. Unread is per side (decision 022): the student
// has read what came before student_read_at, the consultant team what came before staff_read_at.
// staff_waiting_since: since when the student waits on the team in this thread.
// updated_at is the thread's last activity: its newest message, or its closing; the 3-year
// retention counts from it. An attachment is one stored object under messages/<thread>/<uuid>.
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const messageThreads = pgTable(
  'message_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    status: text('status', { enum: ['active', 'closed'] })
      .notNull()
      .default('active'),
    /** The student or the consultant who started it. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    studentReadAt: timestamp('student_read_at', { withTimezone: true }),
    staffReadAt: timestamp('staff_read_at', { withTimezone: true }),
    /**
     * When the student was last emailed about a consultant's reply they had not read (issue 24):
     * at most one such email per thread per hour.
     */
    studentNotifiedAt: timestamp('student_notified_at', { withTimezone: true }),
    /**
     * When the oldest student message the consultants have neither read nor answered was written;
     * null when nothing waits (issue 29). Kept by every message insert and the team's read marker,
     * so "unanswered messages" is an index range instead of a pass over every message.
     */
    staffWaitingSince: timestamp('staff_waiting_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('message_threads_status_check', sql`${table.status} in ('active', 'closed')`),
    index('message_threads_student_id_updated_at_idx').on(table.studentId, table.updatedAt),
    // The admin list (newest activity first) and the retention sweep (oldest first).
    index('message_threads_updated_at_idx').on(table.updatedAt),
    // Needs attention's unanswered messages, oldest wait first.
    index('message_threads_staff_waiting_idx')
      .on(table.staffWaitingSince, table.id)
      .where(sql`${table.status} = 'active' and ${table.staffWaitingSince} is not null`),
  ],
);

export type MessageThreadRow = typeof messageThreads.$inferSelect;
export type NewMessageThreadRow = typeof messageThreads.$inferInsert;

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    /** Kept as a link that outlives a consultant's account. */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderRole: text('sender_role', { enum: ['admin', 'student'] }).notNull(),
    content: text('content').notNull(),
    attachmentKey: text('attachment_key').unique(),
    attachmentName: text('attachment_name'),
    attachmentSize: bigint('attachment_size', { mode: 'number' }),
    /** What the content was found to be. */
    attachmentMimeType: text('attachment_mime_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('messages_sender_role_check', sql`${table.senderRole} in ('admin', 'student')`),
    check(
      'messages_attachment_check',
      sql`(${table.attachmentKey} is null) = (${table.attachmentName} is null) and (${table.attachmentKey} is null) = (${table.attachmentSize} is null)`,
    ),
    index('messages_thread_id_created_at_idx').on(table.threadId, table.createdAt),
  ],
);

export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = typeof messages.$inferInsert;
