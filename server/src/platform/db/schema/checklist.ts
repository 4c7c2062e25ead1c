// A study path's checklist beyond what the rules derive (issue 28): the consultant's decision on
// each item (accepted, needs changes, not needed, with the reason) and the consultant's own items.
// Both go with their path (cascade); the consultant is kept as a link that outlives the account.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { users } from './users.ts';

export const checklistItemReviews = pgTable(
  'checklist_item_reviews',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** A rule's id or 'custom-{uuid}' (domain checklistItemKeySchema). */
    itemKey: text('item_key').notNull(),
    decision: text('decision').notNull(),
    /** Required for needs_changes and not_needed: what the student reads. */
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.itemKey] }),
    check(
      'checklist_item_reviews_decision_check',
      sql`${table.decision} in ('accepted', 'needs_changes', 'not_needed')`,
    ),
  ],
);

export const checklistCustomItems = pgTable(
  'checklist_custom_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    details: text('details'),
    category: text('category').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'checklist_custom_items_category_check',
      sql`${table.category} in ('transcript', 'passport', 'language_test', 'financial', 'letter_of_acceptance', 'visa', 'other')`,
    ),
    index('checklist_custom_items_application_id_idx').on(table.applicationId, table.createdAt),
  ],
);

export type ChecklistItemReviewRow = typeof checklistItemReviews.$inferSelect;
export type ChecklistCustomItemRow = typeof checklistCustomItems.$inferSelect;
