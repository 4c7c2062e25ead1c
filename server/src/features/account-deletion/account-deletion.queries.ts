// Drizzle code for "Delete my account" (issue 30): the scheduled deletion (one row per account,
// gone when cancelled or done), the due ones for the sweep, and what the page lists as kept.
import { and, asc, eq, inArray, lte, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import {
  accountDeletions,
  documents,
  payments,
  users,
  type AccountDeletionRow,
  type UserRow,
} from '../../platform/db/schema/index.ts';

export async function findScheduledDeletion(
  db: Database,
  userId: string,
): Promise<AccountDeletionRow | undefined> {
  const [row] = await db
    .select()
    .from(accountDeletions)
    .where(eq(accountDeletions.userId, userId))
    .limit(1);
  return row;
}

/** Answers the new row, or nothing when the account already has one. */
export async function insertScheduledDeletion(
  db: Database,
  values: { userId: string; requestedAt: Date; dueAt: Date },
): Promise<AccountDeletionRow | undefined> {
  const [row] = await db.insert(accountDeletions).values(values).onConflictDoNothing().returning();
  return row;
}

/** Answers the row it removed, if there was one. */
export async function deleteScheduledDeletion(
  db: Database,
  userId: string,
): Promise<AccountDeletionRow | undefined> {
  const [row] = await db
    .delete(accountDeletions)
    .where(eq(accountDeletions.userId, userId))
    .returning();
  return row;
}

/** Accounts whose deletion is due at `now`, longest due first. */
export async function findDueDeletions(
  db: Database,
  now: Date,
  limit: number,
): Promise<AccountDeletionRow[]> {
  return db
    .select()
    .from(accountDeletions)
    .where(lte(accountDeletions.dueAt, now))
    .orderBy(asc(accountDeletions.dueAt))
    .limit(limit);
}

/**
 * In the deletion's transaction, after the account's row is locked (lockAccount): the due row,
 * locked, or nothing when it was cancelled meanwhile. Account first, then this row: the order a
 * consultant's deletion takes them in (its cascade reaches this row), so the two never deadlock.
 */
export async function lockDueDeletion(
  db: Database,
  input: { userId: string; now: Date },
): Promise<AccountDeletionRow | undefined> {
  const [row] = await db
    .select()
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, input.userId), lte(accountDeletions.dueAt, input.now)))
    .for('update')
    .limit(1);
  return row;
}

export async function lockAccount(db: Database, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
  return row;
}

export async function findDocumentsToKeep(db: Database, userId: string) {
  return db
    .select({
      id: documents.id,
      fileName: documents.fileName,
      mimeType: documents.mimeType,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(eq(documents.userId, userId))
    .orderBy(asc(documents.createdAt), asc(documents.id));
}

/** A payment that went through and a refund given back are records; intents are not. */
const isPaymentRecord: SQL | undefined = inArray(payments.status, ['succeeded', 'refunded']);

export async function findPaymentsToKeep(db: Database, userId: string) {
  return db
    .select({
      id: payments.id,
      kind: payments.kind,
      packageTier: payments.packageTier,
      amountCents: payments.amountCents,
      createdAt: payments.createdAt,
      succeededAt: payments.succeededAt,
      refundedAt: payments.refundedAt,
    })
    .from(payments)
    .where(and(eq(payments.userId, userId), isPaymentRecord))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/** Payments a guardian made on a linked student's behalf. */
export async function countPaymentsForStudents(db: Database, payerId: string): Promise<number> {
  return db.$count(
    payments,
    and(eq(payments.paidBy, payerId), ne(payments.userId, payerId), isPaymentRecord),
  );
}
