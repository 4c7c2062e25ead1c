// The consultant team (issue 29, decision 039). `consultant_waits`: each time a student waited for
// their consultant, written in the transaction of the event that began it and of the one that
// ended it; one open wait per path at most (a partial unique index). `firm_settings`: one row for
// the installation. `consultant_preferences`: each consultant's nudge emails and when the last
// went. `student_activity`: what a consultant's students did, until a nudge email has listed it.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { users } from './users.ts';

export const consultantWaits = pgTable(
  'consultant_waits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** Who held the path when the wait ended (or holds it now, while open). */
    consultantId: uuid('consultant_id').references(() => users.id, { onDelete: 'set null' }),
    /** What began it: a domain consultantMoveStarts kind. */
    startedBy: text('started_by').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** 'answered' or 'path_ended'; null while open. */
    outcome: text('outcome'),
  },
  (table) => [
    check(
      'consultant_waits_outcome_check',
      sql`${table.outcome} is null or ${table.outcome} in ('answered', 'path_ended')`,
    ),
    check(
      'consultant_waits_open_check',
      sql`(${table.endedAt} is null) = (${table.outcome} is null)`,
    ),
    uniqueIndex('consultant_waits_one_open_idx')
      .on(table.applicationId)
      .where(sql`${table.endedAt} is null`),
    // Overdue waits: the open ones old enough to be due (team view, needs attention).
    index('consultant_waits_open_started_at_idx')
      .on(table.startedAt)
      .where(sql`${table.endedAt} is null`),
    // The team view: answered waits by consultant and by week.
    index('consultant_waits_ended_at_idx').on(table.endedAt),
    index('consultant_waits_consultant_ended_at_idx').on(table.consultantId, table.endedAt),
  ],
);

export const firmSettings = pgTable(
  'firm_settings',
  {
    /** Always 1: one row. */
    id: integer('id').primaryKey().default(1),
    autoAssign: boolean('auto_assign').notNull().default(true),
    targetMinutes: integer('target_minutes').notNull().default(2880),
    complexTargetMinutes: integer('complex_target_minutes').notNull().default(4320),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('firm_settings_one_row_check', sql`${table.id} = 1`),
    check(
      'firm_settings_targets_check',
      sql`${table.targetMinutes} > 0 and ${table.complexTargetMinutes} > 0`,
    ),
  ],
);

export const consultantPreferences = pgTable('consultant_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  activityEmails: boolean('activity_emails').notNull().default(true),
  digestEmails: boolean('digest_emails').notNull().default(true),
  /** When the last activity email was queued: the next waits 15 minutes from it. */
  lastActivityEmailAt: timestamp('last_activity_email_at', { withTimezone: true }),
  /** The day (UTC) of the last morning digest: one a day. */
  lastDigestOn: date('last_digest_on'),
});

export const studentActivity = pgTable(
  'student_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The consultant holding the path when it happened. */
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** A domain consultantMoveStarts kind. */
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** When an activity email listed it; null until then. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [
    index('student_activity_pending_idx')
      .on(table.consultantId, table.at)
      .where(sql`${table.notifiedAt} is null`),
    index('student_activity_application_idx').on(table.applicationId),
  ],
);

export type ConsultantWaitRow = typeof consultantWaits.$inferSelect;
export type FirmSettingsRow = typeof firmSettings.$inferSelect;
