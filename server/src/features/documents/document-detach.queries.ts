// Drizzle code for a study path's deletion on the documents' side (issue 23): which documents the
// path holds, and detaching the ones that outlive it (application_id set null: they stay in the
// student's documents, with their retention). Those still attached go with the path (cascade).
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { documents } from '../../platform/db/schema/index.ts';

export interface DocumentOnPath {
  id: string;
  storageKey: string;
  uploadedByAdmin: boolean;
}

/** Locked, so that no deletion of one of them runs between the decision and the path's delete. */
export async function findDocumentsOnApplication(
  db: Database,
  applicationId: string,
): Promise<DocumentOnPath[]> {
  return db
    .select({
      id: documents.id,
      storageKey: documents.storageKey,
      uploadedByAdmin: documents.uploadedByAdmin,
    })
    .from(documents)
    .where(eq(documents.applicationId, applicationId))
    .orderBy(documents.createdAt, documents.id)
    .for('update');
}

export async function detachDocuments(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(documents)
    .set({ applicationId: null })
    .where(inArray(documents.id, [...ids]));
}
