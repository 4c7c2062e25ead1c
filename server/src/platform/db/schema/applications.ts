// Study paths (part 2 §3). The database itself keeps "one active path per student" (part 2 §4): a
// partial unique index on user_id over the rows whose status is not terminal, so two creations
// racing each other cannot both commit. Status and the payment fields are text checked against
// the domain's lists; legacy statuses (submitted, loa, visa, decision) may still be stored.
import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { foldedTrigrams } from '../like-patterns.ts';
import { users } from './users.ts';

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('new'),
    specificProgram: text('specific_program'),
    fieldOfStudy: text('field_of_study'),
    programPreferences: text('program_preferences'),
    intendedInstitutions: text('intended_institutions'),
    /** JSON text written by the quiz (domain additional-info.ts). */
    additionalInfo: text('additional_info'),
    /** Shown to the student. */
    adminNotes: text('admin_notes'),
    /** Admin only: never in a student's answer. */
    internalNotes: text('internal_notes'),
    closedReason: text('closed_reason'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    paymentStatus: text('payment_status', { enum: ['unpaid', 'paid'] })
      .notNull()
      .default('unpaid'),
    packageTier: text('package_tier', { enum: ['basic', 'standard', 'premium', 'ultimate'] }),
    /** In cents. */
    packagePrice: integer('package_price'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The checklist's answers (domain checklistAnswersSchema), JSON parsed on read: a field that
     * no longer parses reads as unanswered (issue 28).
     */
    checklistAnswers: jsonb('checklist_answers').$type<unknown>().notNull().default({}),
    /**
     * The rules version and the rule item ids the checklist was last derived with, and the last
     * change a new rules version made to those items (issue 28, item 5): written on the read that
     * first derives with new rules, so the path says "Checklist updated on {date}: ...".
     */
    checklistRulesVersion: text('checklist_rules_version'),
    checklistItemIds: jsonb('checklist_item_ids').$type<unknown>(),
    checklistRulesChange: jsonb('checklist_rules_change').$type<unknown>(),
    /**
     * The consultant (an administrator) who holds the path (issue 29); null only while automatic
     * assignment is off and nobody has taken it. A deleted account's paths are handed over first.
     */
    consultantId: uuid('consultant_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /** Marked complex by a consultant: the firm's longer response-time target applies. */
    isComplex: boolean('is_complex').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'applications_status_check',
      sql`${table.status} in ('new', 'in_review', 'docs_needed', 'find_program', 'send_to_dli', 'waiting_dli_decision', 'loa_received', 'pal_received', 'apply_visa', 'visa_processing', 'decision_made', 'pre_departure', 'completed', 'closed', 'on_hold', 'withdrawn', 'refused', 'submitted', 'loa', 'visa', 'decision')`,
    ),
    check('applications_payment_status_check', sql`${table.paymentStatus} in ('unpaid', 'paid')`),
    check(
      'applications_package_tier_check',
      sql`${table.packageTier} in ('basic', 'standard', 'premium', 'ultimate')`,
    ),
    check('applications_package_price_check', sql`${table.packagePrice} >= 0`),
    uniqueIndex('applications_one_active_per_user_idx')
      .on(table.userId)
      .where(sql`${table.status} not in ('completed', 'closed', 'withdrawn', 'refused')`),
    index('applications_user_id_created_at_idx').on(table.userId, table.createdAt),
    // Mine first (issue 29): a consultant's paths, newest first; and their caseload.
    index('applications_consultant_created_at_idx').on(table.consultantId, table.createdAt),
    // The admin list: newest first, all statuses or one.
    index('applications_created_at_idx').on(table.createdAt),
    index('applications_status_created_at_idx').on(table.status, table.createdAt),
    index('applications_search_idx').using('gin', foldedTrigrams(applicationSearchText(table))),
  ],
);

/**
 * What the admin search reads on a path, one string whose fields are joined by U+0001 (which
 * search text cannot hold), so no match spans two fields. The search index holds it folded
 * (decision 032); the query must use this same expression for the index to serve it.
 */
export function applicationSearchText(table: {
  fieldOfStudy: AnyPgColumn;
  intendedInstitutions: AnyPgColumn;
}): SQL {
  return sql`coalesce(${table.fieldOfStudy}, '') || chr(1) || coalesce(${table.intendedInstitutions}, '')`;
}

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplicationRow = typeof applications.$inferInsert;
