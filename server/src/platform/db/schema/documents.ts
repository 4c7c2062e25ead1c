// Students' documents (part 2 §3 "Document") and the upload keys the portal hands out for them.
// A student's file travels in three steps: POST /api/objects/upload issues a key (a row here, for
// that student, expiring within minutes), the browser PUTs the bytes to it, and POST
// /api/documents registers the key, once, as a document. Keys never registered are swept with
// their objects after a day (decision 021). A document goes with its student (cascade). The path
// link cascades too, but the path's deletion service detaches first what must outlive it (a
// consultant's documents always; decision 031) and removes the rest's objects after the commit.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { foldedTrigrams } from '../like-patterns.ts';
import { applications } from './applications.ts';
import { users } from './users.ts';

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The study path it belongs to (the student's first path when they uploaded it). */
    applicationId: uuid('application_id').references(() => applications.id, {
      onDelete: 'cascade',
    }),
    /** The name the user gave the file; shown and used as the download name, never as a path. */
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    category: text('category').notNull(),
    /**
     * The checklist item it was uploaded for (a rule's id or 'custom-{uuid}', issue 28), or null.
     * Not a foreign key: a rule's item is not a row, and a removed custom item leaves the file.
     */
    checklistItem: text('checklist_item'),
    /** What the content was found to be, not what the browser said. */
    mimeType: text('mime_type').notNull(),
    /** Bytes, as stored. */
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    /** The student or a consultant; kept as a link that outlives the consultant's account. */
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedByAdmin: boolean('uploaded_by_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'documents_category_check',
      sql`${table.category} in ('transcript', 'passport', 'language_test', 'financial', 'letter_of_acceptance', 'visa', 'other')`,
    ),
    check('documents_file_size_check', sql`${table.fileSize} >= 0`),
    index('documents_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('documents_application_id_idx').on(table.applicationId, table.checklistItem),
    // The admin list (newest first) and the retention sweep (oldest first).
    index('documents_created_at_idx').on(table.createdAt),
    // The admin search by file name, accents and case aside (decision 032).
    index('documents_file_name_search_idx').using('gin', foldedTrigrams(table.fileName)),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;

export const documentUploadKeys = pgTable(
  'document_upload_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    /** The upload URL stops working after this. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the portal's own upload address received the bytes: its URL works once. */
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    /** Set when the key became a document: a key registers once. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('document_upload_keys_created_at_idx').on(table.createdAt)],
);

export type DocumentUploadKeyRow = typeof documentUploadKeys.$inferSelect;
