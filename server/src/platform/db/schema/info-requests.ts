// Information requests (part 2 §3): a consultant's questions to a student, about one of their
// study paths or general (no path). Questions and answers are JSON; answered once. They go with
// the student and with the path (cascade); the 3-year retention counts from the answer (or from
// sending while unanswered).
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { InfoRequestQuestion } from '@studypath/domain';
import { applications } from './applications.ts';
import { users } from './users.ts';

export const infoRequests = pgTable(
  'info_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => applications.id, {
      onDelete: 'cascade',
    }),
    questions: jsonb('questions').$type<InfoRequestQuestion[]>().notNull(),
    /** Question id to answer text, once answered. */
    responses: jsonb('responses').$type<Record<string, string>>(),
    status: text('status', { enum: ['pending', 'answered'] })
      .notNull()
      .default('pending'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    check('info_requests_status_check', sql`${table.status} in ('pending', 'answered')`),
    check(
      'info_requests_answered_check',
      sql`(${table.status} = 'answered') = (${table.answeredAt} is not null)`,
    ),
    index('info_requests_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('info_requests_application_id_idx').on(table.applicationId),
    index('info_requests_created_at_idx').on(table.createdAt),
  ],
);

export type InfoRequestRow = typeof infoRequests.$inferSelect;
export type NewInfoRequestRow = typeof infoRequests.$inferInsert;
