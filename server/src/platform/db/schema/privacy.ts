// Privacy self-service (issue 30, decision 040). `consent_records`: what a person accepted when
// they registered (the terms of service and the privacy policy), by the version of each text and
// when; one row per acceptance, never edited. `data_exports`: the "Download my data" jobs, one
// zip each, built by whichever process claims the job and kept in object storage until it
// expires. `account_deletions`: an account whose owner asked for its deletion, and when it is due
// (30 days later); cancelling removes the row, the deletion sweep runs the due ones.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'terms_of_service' or 'privacy_policy'. */
    document: text('document').notNull(),
    /** The version of that text the person was shown (domain `legalTextVersions`). */
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'consent_records_document_check',
      sql`${table.document} in ('terms_of_service', 'privacy_policy')`,
    ),
    index('consent_records_user_id_idx').on(table.userId, table.acceptedAt),
  ],
);

export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'queued', 'running', 'ready' or 'failed'. */
    status: text('status').notNull().default('queued'),
    /** How far the build is, 0 to 100, for the page's progress bar. */
    progress: integer('progress').notNull().default(0),
    /** The language of the zip's README: the person's at the time of asking. */
    language: text('language').notNull(),
    /** Where the zip is in object storage, once written. */
    objectKey: text('object_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** When a process claimed the build; a claim older than the lease is taken over. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** 24 hours after it is ready: the link stops working and the sweep removes the zip. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'data_exports_status_check',
      sql`${table.status} in ('queued', 'running', 'ready', 'failed')`,
    ),
    check('data_exports_progress_check', sql`${table.progress} between 0 and 100`),
    index('data_exports_user_id_requested_at_idx').on(table.userId, table.requestedAt),
    // The jobs to build: queued ones, and running ones whose process may have died.
    index('data_exports_pending_idx')
      .on(table.requestedAt)
      .where(sql`${table.status} in ('queued', 'running')`),
    index('data_exports_expires_at_idx').on(table.expiresAt),
  ],
);

export const accountDeletions = pgTable(
  'account_deletions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** When the sweep deletes the account: 30 days after the request. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('account_deletions_due_at_idx').on(table.dueAt)],
);

export type ConsentRecordRow = typeof consentRecords.$inferSelect;
export type DataExportRow = typeof dataExports.$inferSelect;
export type AccountDeletionRow = typeof accountDeletions.$inferSelect;
