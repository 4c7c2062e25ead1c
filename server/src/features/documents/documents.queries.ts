import type { AdminDocumentListQuery } from '@studypath/domain';
import { and, asc, count, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { containsFolded } from '../../platform/db/like-patterns.ts';
import { preparedFor } from '../../platform/db/prepared.ts';
import { pathOwnedByPlaceholder } from '../applications/index.ts';
import { accountIdsMatching } from '../../platform/people/account-search.ts';
import {
  documents,
  documentUploadKeys,
  profiles,
  users,
  type DocumentRow,
  type DocumentUploadKeyRow,
  type NewDocumentRow,
} from '../../platform/db/schema/index.ts';
import { consultantNameSql, isStudentOfSql, itemConsultantIdSql } from '../team/index.ts';
import { findSealedStorageKeys } from './document-sealing.queries.ts';

export async function insertUploadKey(
  db: Database,
  values: { userId: string; storageKey: string; expiresAt: Date; createdAt: Date },
): Promise<DocumentUploadKeyRow> {
  const [row] = await db.insert(documentUploadKeys).values(values).returning();
  if (!row) throw new Error('document_upload_keys insert returned no row');
  return row;
}

export async function findUploadKeyById(
  db: Database,
  id: string,
): Promise<DocumentUploadKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(documentUploadKeys)
    .where(eq(documentUploadKeys.id, id))
    .limit(1);
  return row;
}

/** Marks the portal's upload address as spent; false when it already was (a second PUT). */
export async function claimUploadKeyForUpload(
  db: Database,
  id: string,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .update(documentUploadKeys)
    .set({ uploadedAt: now })
    .where(and(eq(documentUploadKeys.id, id), isNull(documentUploadKeys.uploadedAt)))
    .returning({ id: documentUploadKeys.id });
  return claimed.length > 0;
}

/**
 * The caller's unused key, locked and marked used in the caller's transaction: two registrations
 * of one key racing each other get it once.
 */
export async function claimUploadKeyForDocument(
  db: Database,
  input: { userId: string; storageKey: string; now: Date },
): Promise<DocumentUploadKeyRow | undefined> {
  const [row] = await db
    .update(documentUploadKeys)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(documentUploadKeys.storageKey, input.storageKey),
        eq(documentUploadKeys.userId, input.userId),
        isNull(documentUploadKeys.usedAt),
      ),
    )
    .returning();
  return row;
}

/** Keys issued before `before`, oldest first. */
export async function findUploadKeysIssuedBefore(
  db: Database,
  before: Date,
  limit: number,
): Promise<DocumentUploadKeyRow[]> {
  return db
    .select()
    .from(documentUploadKeys)
    .where(lt(documentUploadKeys.createdAt, before))
    .orderBy(asc(documentUploadKeys.createdAt))
    .limit(limit);
}

export async function deleteUploadKeyById(db: Database, id: string): Promise<void> {
  await db.delete(documentUploadKeys).where(eq(documentUploadKeys.id, id));
}

/** Which of `keys` are an upload key's, a document's or a sealed document's object. */
export async function findKnownStorageKeys(
  db: Database,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const [asDocuments, asUploads, asSealed] = await Promise.all([
    db
      .select({ key: documents.storageKey })
      .from(documents)
      .where(inArray(documents.storageKey, [...keys])),
    db
      .select({ key: documentUploadKeys.storageKey })
      .from(documentUploadKeys)
      .where(inArray(documentUploadKeys.storageKey, [...keys])),
    findSealedStorageKeys(db, keys),
  ]);
  return new Set([...[...asDocuments, ...asUploads].map((row) => row.key), ...asSealed]);
}

export async function insertDocument(db: Database, values: NewDocumentRow): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values(values).returning();
  if (!row) throw new Error('documents insert returned no row');
  return row;
}

export async function findDocumentById(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<DocumentRow | undefined> {
  const query = db.select().from(documents).where(eq(documents.id, id)).limit(1);
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

export async function deleteDocumentById(db: Database, id: string): Promise<boolean> {
  const deleted = await db
    .delete(documents)
    .where(eq(documents.id, id))
    .returning({ id: documents.id });
  return deleted.length > 0;
}

const newestFirst = [desc(documents.createdAt), desc(documents.id)] as const;

export async function findDocumentsOfUser(db: Database, userId: string): Promise<DocumentRow[]> {
  const query = preparedFor(db, 'documents_of_user', (target) =>
    target
      .select()
      .from(documents)
      .where(eq(documents.userId, sql.placeholder('userId')))
      .orderBy(...newestFirst)
      .prepare('documents_of_user'),
  );
  return query.execute({ userId });
}

/** Newest first; with ownerId, empty unless the path is that student's. */
export async function findDocumentsOfApplication(
  db: Database,
  applicationId: string,
  ownerId: string | null = null,
): Promise<DocumentRow[]> {
  const isOwned = ownerId !== null;
  const name = isOwned ? 'documents_of_owned_application' : 'documents_of_application';
  const query = preparedFor(db, name, (target) =>
    target
      .select()
      .from(documents)
      .where(
        and(
          eq(documents.applicationId, sql.placeholder('applicationId')),
          isOwned ? pathOwnedByPlaceholder() : undefined,
        ),
      )
      .orderBy(...newestFirst)
      .prepare(name),
  );
  return query.execute({ applicationId, ownerId });
}

/** Documents created before `before`, oldest first. */
export async function findDocumentsCreatedBefore(
  db: Database,
  before: Date,
  limit: number,
): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(lt(documents.createdAt, before))
    .orderBy(asc(documents.createdAt), asc(documents.id))
    .limit(limit);
}

export interface DocumentWithOwner {
  document: DocumentRow;
  email: string;
  legalFirstName: string | null;
  legalLastName: string | null;
  hasProfile: boolean;
  consultantId: string | null;
  consultantName: string | null;
}

/** The consultant of the document's path, else of its student (issue 29). */
const documentConsultantId = itemConsultantIdSql(documents.applicationId, documents.userId);

const ownerColumns = {
  document: documents,
  email: users.email,
  legalFirstName: profiles.legalFirstName,
  legalLastName: profiles.legalLastName,
  hasProfile: sql<boolean>`${profiles.userId} is not null`,
  consultantId: documentConsultantId,
  consultantName: consultantNameSql(documentConsultantId),
};

/**
 * The documents the admin search finds: the file name or the student's e-mail or names hold the
 * text, accents and case aside (decision 032). Each table answers through its own search index
 * and the answers are put together, since one index cannot span the join.
 */
function adminSearchCondition(text: string): SQL {
  return sql`${documents.id} in (
    select ${documents.id} from ${documents} where ${containsFolded(documents.fileName, text)}
    union all
    select ${documents.id} from ${documents}
      where ${documents.userId} in (${accountIdsMatching(text)}))`;
}

function adminListFilter(query: AdminDocumentListQuery, viewerId: string): SQL | undefined {
  return and(
    query.consultant === 'me' ? isStudentOfSql(documents.userId, viewerId) : undefined,
    query.category === 'all' ? undefined : eq(documents.category, query.category),
    query.search === undefined ? undefined : adminSearchCondition(query.search.trim()),
  );
}

/** One page, newest first, and how many match in all. */
export async function findDocumentsForAdmin(
  db: Database,
  query: AdminDocumentListQuery,
  viewerId: string,
): Promise<{ rows: DocumentWithOwner[]; total: number }> {
  const where = adminListFilter(query, viewerId);
  const rows = await db
    .select(ownerColumns)
    .from(documents)
    .innerJoin(users, eq(users.id, documents.userId))
    .leftJoin(profiles, eq(profiles.userId, documents.userId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [counted] = await db
    .select({ total: count() })
    .from(documents)
    .innerJoin(users, eq(users.id, documents.userId))
    .leftJoin(profiles, eq(profiles.userId, documents.userId))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findDocumentsOfApplicationWithOwner(
  db: Database,
  applicationId: string,
): Promise<DocumentWithOwner[]> {
  return db
    .select(ownerColumns)
    .from(documents)
    .innerJoin(users, eq(users.id, documents.userId))
    .leftJoin(profiles, eq(profiles.userId, documents.userId))
    .where(eq(documents.applicationId, applicationId))
    .orderBy(...newestFirst);
}

export async function findDocumentWithOwner(
  db: Database,
  id: string,
): Promise<DocumentWithOwner | undefined> {
  const [row] = await db
    .select(ownerColumns)
    .from(documents)
    .innerJoin(users, eq(users.id, documents.userId))
    .leftJoin(profiles, eq(profiles.userId, documents.userId))
    .where(eq(documents.id, id))
    .limit(1);
  return row;
}
