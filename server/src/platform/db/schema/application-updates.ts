// What happened on a study path, as the student and the admin read it (part 2 §3 "Application
// update"). Removed with the path; the author is kept as a link that outlives the account.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { users } from './users.ts';

export const applicationUpdates = pgTable(
  'application_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    type: text('type', {
      enum: [
        'status_change',
        'program_attached',
        'program_removed',
        'document_uploaded',
        'info_requested',
        'note_added',
      ],
    }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    isRead: boolean('is_read').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'application_updates_type_check',
      sql`${table.type} in ('status_change', 'program_attached', 'program_removed', 'document_uploaded', 'info_requested', 'note_added')`,
    ),
    index('application_updates_application_id_created_at_idx').on(
      table.applicationId,
      table.createdAt,
    ),
  ],
);

export type ApplicationUpdateRow = typeof applicationUpdates.$inferSelect;
export type NewApplicationUpdateRow = typeof applicationUpdates.$inferInsert;
