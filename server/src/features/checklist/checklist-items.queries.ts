// What a path's checklist holds beyond the rules (issue 28): the documents uploaded for its items,
// the consultant's decisions, the consultant's own items and the snapshot of the last derivation
// (rules version and item ids). Each read takes a list of paths, so one path's page and the
// consultants' list of 100 paths cost the same four queries.
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import {
  applications,
  checklistCustomItems,
  checklistItemReviews,
  documents,
  type ChecklistCustomItemRow,
  type ChecklistItemReviewRow,
} from '../../platform/db/schema/index.ts';

export interface ItemDocumentRow {
  id: string;
  applicationId: string;
  checklistItem: string;
  fileName: string;
  createdAt: Date;
}

export interface ChecklistRecords {
  documents: ItemDocumentRow[];
  reviews: ChecklistItemReviewRow[];
  customItems: ChecklistCustomItemRow[];
}

export async function findChecklistRecords(
  db: Database,
  applicationIds: readonly string[],
): Promise<ChecklistRecords> {
  if (applicationIds.length === 0) return { documents: [], reviews: [], customItems: [] };
  const ids = [...applicationIds];
  const [documentRows, reviews, customItems] = await Promise.all([
    db
      .select({
        id: documents.id,
        applicationId: documents.applicationId,
        checklistItem: documents.checklistItem,
        fileName: documents.fileName,
        createdAt: documents.createdAt,
      })
      .from(documents)
      .where(and(inArray(documents.applicationId, ids), isNotNull(documents.checklistItem)))
      .orderBy(desc(documents.createdAt), desc(documents.id)),
    db.select().from(checklistItemReviews).where(inArray(checklistItemReviews.applicationId, ids)),
    db
      .select()
      .from(checklistCustomItems)
      .where(inArray(checklistCustomItems.applicationId, ids))
      .orderBy(asc(checklistCustomItems.createdAt), asc(checklistCustomItems.id)),
  ]);
  return {
    // Both columns are filtered to non-null above; the select's types do not know it.
    documents: documentRows.flatMap((row) =>
      row.applicationId !== null && row.checklistItem !== null
        ? [{ ...row, applicationId: row.applicationId, checklistItem: row.checklistItem }]
        : [],
    ),
    reviews,
    customItems,
  };
}

export async function upsertItemReview(
  db: Database,
  review: Omit<ChecklistItemReviewRow, 'reason'> & { reason: string | null },
): Promise<void> {
  await db
    .insert(checklistItemReviews)
    .values(review)
    .onConflictDoUpdate({
      target: [checklistItemReviews.applicationId, checklistItemReviews.itemKey],
      set: {
        decision: review.decision,
        reason: review.reason,
        decidedBy: review.decidedBy,
        decidedAt: review.decidedAt,
      },
    });
}

/** Whether there was a decision to take back. */
export async function deleteItemReview(
  db: Database,
  input: { applicationId: string; itemKey: string },
): Promise<boolean> {
  const deleted = await db
    .delete(checklistItemReviews)
    .where(
      and(
        eq(checklistItemReviews.applicationId, input.applicationId),
        eq(checklistItemReviews.itemKey, input.itemKey),
      ),
    )
    .returning({ itemKey: checklistItemReviews.itemKey });
  return deleted.length > 0;
}

export async function insertCustomItem(
  db: Database,
  item: Omit<ChecklistCustomItemRow, 'id'>,
): Promise<ChecklistCustomItemRow> {
  const [row] = await db.insert(checklistCustomItems).values(item).returning();
  if (!row) throw new Error('The custom checklist item was not inserted');
  return row;
}

/**
 * Removes a consultant's item with its decision. Its documents stay (they are the student's
 * files) and no longer name the item.
 */
export async function deleteCustomItem(
  db: Database,
  input: { applicationId: string; customItemId: string; itemKey: string },
): Promise<void> {
  await db
    .delete(checklistCustomItems)
    .where(
      and(
        eq(checklistCustomItems.applicationId, input.applicationId),
        eq(checklistCustomItems.id, input.customItemId),
      ),
    );
  await deleteItemReview(db, input);
  await db
    .update(documents)
    .set({ checklistItem: null })
    .where(
      and(
        eq(documents.applicationId, input.applicationId),
        eq(documents.checklistItem, input.itemKey),
      ),
    );
}

export async function customItemExists(
  db: Database,
  input: { applicationId: string; customItemId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: checklistCustomItems.id })
    .from(checklistCustomItems)
    .where(
      and(
        eq(checklistCustomItems.applicationId, input.applicationId),
        eq(checklistCustomItems.id, input.customItemId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface ChecklistSnapshot {
  rulesVersion: string;
  itemIds: string[];
  rulesChange: unknown;
}

export async function updateChecklistSnapshot(
  db: Database,
  applicationId: string,
  snapshot: ChecklistSnapshot,
): Promise<void> {
  await db
    .update(applications)
    .set({
      checklistRulesVersion: snapshot.rulesVersion,
      checklistItemIds: snapshot.itemIds,
      checklistRulesChange: snapshot.rulesChange,
    })
    .where(eq(applications.id, applicationId));
}
