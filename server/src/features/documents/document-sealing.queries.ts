// Drizzle code for the application documents of a deleted account (issue 30, decision 042): the
// privacy text keeps them seven years from their upload, so the account's deletion copies each one
// still within them into `sealed_documents` (its file stays where it is) before the documents rows
// go with the account; the documents sweep removes a sealed one, row then file, at its keep_until.
import { documentKeptUntil } from '@studypath/domain';
import { asc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import {
  documents,
  sealedDocuments,
  type SealedDocumentRow,
} from '../../platform/db/schema/index.ts';

export interface SealedDocumentsOfUser {
  /** Documents now sealed: they and their files stay until their seven years are over. */
  sealedIds: string[];
  /** The files of documents already past their seven years: removed after the commit. */
  expiredStorageKeys: string[];
}

/**
 * Inside the account's deletion: seals the user's documents still within their seven years at
 * `now`, and answers the files of the others, which go with the account. The documents rows
 * themselves are left to the account's cascade.
 */
export async function sealDocumentsOfUser(
  db: Database,
  input: { userId: string; now: Date },
): Promise<SealedDocumentsOfUser> {
  const rows = await db
    .select()
    .from(documents)
    .where(eq(documents.userId, input.userId))
    .orderBy(asc(documents.createdAt), asc(documents.id))
    .for('update');
  const kept = rows.filter((row) => documentKeptUntil(row.createdAt) > input.now);
  if (kept.length > 0) {
    await db.insert(sealedDocuments).values(
      kept.map((row) => ({
        id: row.id,
        formerUserId: row.userId,
        formerApplicationId: row.applicationId,
        fileName: row.fileName,
        storageKey: row.storageKey,
        category: row.category,
        mimeType: row.mimeType,
        fileSize: row.fileSize,
        uploadedByAdmin: row.uploadedByAdmin,
        uploadedAt: row.createdAt,
        sealedAt: input.now,
        keepUntil: documentKeptUntil(row.createdAt),
      })),
    );
  }
  const keptIds = new Set(kept.map((row) => row.id));
  return {
    sealedIds: kept.map((row) => row.id),
    expiredStorageKeys: rows.filter((row) => !keptIds.has(row.id)).map((row) => row.storageKey),
  };
}

/** Sealed documents whose seven years are over at `now`, oldest first. */
export async function findSealedDocumentsDue(
  db: Database,
  now: Date,
  limit: number,
): Promise<SealedDocumentRow[]> {
  return db
    .select()
    .from(sealedDocuments)
    .where(lte(sealedDocuments.keepUntil, now))
    .orderBy(asc(sealedDocuments.keepUntil), asc(sealedDocuments.id))
    .limit(limit);
}

export async function deleteSealedDocumentById(db: Database, id: string): Promise<boolean> {
  const deleted = await db
    .delete(sealedDocuments)
    .where(eq(sealedDocuments.id, id))
    .returning({ id: sealedDocuments.id });
  return deleted.length > 0;
}

/** Which of `keys` are a sealed document's file (the orphan walk must leave them). */
export async function findSealedStorageKeys(
  db: Database,
  keys: readonly string[],
): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: sealedDocuments.storageKey })
    .from(sealedDocuments)
    .where(inArray(sealedDocuments.storageKey, [...keys]));
  return rows.map((row) => row.key);
}
