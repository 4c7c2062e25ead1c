// A minor's guardian (issue 26, decision 036). `guardian_invitations` are the consent links sent
// to the guardian email of a student under 18: only the SHA-256 of each link's token is stored (as
// for account tokens), and a newer invitation voids the student's open ones. `guardian_consents`
// holds one row per decision (consented, refused, withdrawn): a withdrawal is a new row, never an
// edit, and the database refuses any UPDATE (migration 0014's trigger), so the record shows what
// was agreed, on which text (its SHA-256 and language), by whom, when and from where.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const relationCheck = (column: AnyPgColumn) =>
  sql`${column} in ('mother', 'father', 'guardian', 'other')`;

export const guardianInvitations = pgTable(
  'guardian_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased, as the profile stores it. */
    guardianEmail: text('guardian_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the guardian decided through it. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** When a newer invitation or a decision made it unusable. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /**
     * When the consent given through it was turned into a guardian account's link (a new account,
     * or one signed in): the link then proves nothing more.
     */
    linkedAt: timestamp('linked_at', { withTimezone: true }),
  },
  (table) => [
    // The student's recent invitations: the open one, and how many went out in 24 hours.
    index('guardian_invitations_student_sent_idx').on(table.studentId, table.sentAt),
  ],
);

export const guardianConsents = pgTable(
  'guardian_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The link the decision was made through; null for a withdrawal made later. No foreign key:
     * a key's ON DELETE action would have to edit this row, which the trigger forbids.
     */
    invitationId: uuid('invitation_id'),
    decision: text('decision', { enum: ['consented', 'refused', 'withdrawn'] }).notNull(),
    /** The full name the guardian typed as their signature. */
    guardianName: text('guardian_name').notNull(),
    guardianEmail: text('guardian_email').notNull(),
    relationship: text('relationship', {
      enum: ['mother', 'father', 'guardian', 'other'],
    }).notNull(),
    /** SHA-256 (hex) of the consent text's template the guardian was shown. */
    textVersion: text('text_version').notNull(),
    /** The consent text's language (domain consentTextLanguages; no CHECK, as users.language). */
    textLanguage: text('text_language', { enum: ['en', 'fr'] }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent'),
  },
  (table) => [
    check(
      'guardian_consents_decision_check',
      sql`${table.decision} in ('consented', 'refused', 'withdrawn')`,
    ),
    check('guardian_consents_relationship_check', relationCheck(table.relationship)),
    index('guardian_consents_student_decided_idx').on(table.studentId, table.decidedAt),
  ],
);

export type GuardianInvitationRow = typeof guardianInvitations.$inferSelect;
export type GuardianConsentRow = typeof guardianConsents.$inferSelect;

/**
 * A guardian account following a student (issue 26, item 4): one guardian may follow several
 * students (siblings). A link ends (ended_at, ended_by) when the student, 18 or older, ends it; a
 * withdrawn consent closes the gate but keeps the link. `status_emails`: the guardian's switch for
 * the status-change emails of the student's study paths.
 */
export const guardianLinks = pgTable(
  'guardian_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guardianId: uuid('guardian_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: uuid('ended_by').references(() => users.id, { onDelete: 'set null' }),
    statusEmails: boolean('status_emails').notNull().default(true),
  },
  (table) => [
    // One live link per pair; ended ones stay as the record.
    uniqueIndex('guardian_links_live_pair_idx')
      .on(table.guardianId, table.studentId)
      .where(sql`${table.endedAt} is null`),
    index('guardian_links_student_idx').on(table.studentId),
  ],
);

export type GuardianLinkRow = typeof guardianLinks.$inferSelect;
