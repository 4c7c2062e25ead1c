// Application documents of a deleted account (issue 30, decision 042). The privacy text promises
// to keep application documents seven years, so deleting an account moves each of its documents
// still within those seven years here instead of removing it, and the documents sweep removes the
// row and its file at `keep_until`. A separate table rather than a flag on `documents`: nothing
// that lists, counts, searches or downloads documents reads this one, so a sealed document cannot
// appear on any screen by a query that forgot a condition. No foreign key to users: the account
// is gone; `former_user_id` is the id the `user_delete` / `account_deleted` audit row names, so
// the firm can still answer a lawful request for that person's file, and nothing else.
import { bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const sealedDocuments = pgTable(
  'sealed_documents',
  {
    /** The document's own id, unchanged. */
    id: uuid('id').primaryKey(),
    formerUserId: uuid('former_user_id').notNull(),
    /** The study path it belonged to, if any (gone with the account). */
    formerApplicationId: uuid('former_application_id'),
    fileName: text('file_name').notNull(),
    /** Still where it was stored; the orphan walk counts it as known. */
    storageKey: text('storage_key').notNull().unique(),
    category: text('category').notNull(),
    mimeType: text('mime_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    uploadedByAdmin: boolean('uploaded_by_admin').notNull(),
    /** When it was uploaded: the seven years run from here. */
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    sealedAt: timestamp('sealed_at', { withTimezone: true }).notNull(),
    /** Seven years after the upload: the documents sweep removes it then. */
    keepUntil: timestamp('keep_until', { withTimezone: true }).notNull(),
  },
  (table) => [index('sealed_documents_keep_until_idx').on(table.keepUntil)],
);

export type SealedDocumentRow = typeof sealedDocuments.$inferSelect;
