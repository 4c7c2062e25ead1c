// Drizzle code for the data_exports rows (schema/privacy.ts): asking, reading, the build's claim
// and its renewals, and the sweep's reads. A claim is the time in started_at: the process that
// claimed a build renews it with each progress write, and every write of the build names the
// claim it holds, so a process whose claim was taken over (it stalled past the lease) changes
// nothing any more.
import { and, asc, desc, eq, gt, inArray, isNotNull, lt, lte, ne, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { dataExports, users, type DataExportRow } from '../../platform/db/schema/index.ts';

/** Which build a process holds: the row and the time of its claim. */
export interface ExportClaim {
  id: string;
  claimedAt: Date;
}

/**
 * Waits for any other request of this person's to commit (their account row, locked until the
 * transaction ends), so two requests at once cannot both pass the one-a-day check.
 */
export async function lockAccountForExport(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return row !== undefined;
}

export async function insertDataExport(
  db: Database,
  values: { userId: string; language: string; requestedAt: Date },
): Promise<DataExportRow> {
  const [row] = await db.insert(dataExports).values(values).returning();
  if (!row) throw new Error('data export insert returned no row');
  return row;
}

export async function findLatestDataExport(
  db: Database,
  userId: string,
): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
    .limit(1);
  return row;
}

/** The newest request that counts against one a day: any that did not fail. */
export async function findLatestCountedDataExport(
  db: Database,
  userId: string,
): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), ne(dataExports.status, 'failed')))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
    .limit(1);
  return row;
}

export async function findDataExportById(
  db: Database,
  id: string,
): Promise<DataExportRow | undefined> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
  return row;
}

/**
 * Claims the oldest build waiting: a queued one, or a running one whose claim is older than
 * `staleBefore` (its process died or stalled). SKIP LOCKED: processes claiming at once each get
 * another row, or none. Requests older than `requestedAfter` are left to the sweep, which fails
 * them, so a build that kills its process cannot be retried for ever.
 */
export async function claimNextDataExport(
  db: Database,
  input: { now: Date; staleBefore: Date; requestedAfter: Date },
): Promise<(DataExportRow & { startedAt: Date }) | undefined> {
  const next = db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(
      and(
        or(
          eq(dataExports.status, 'queued'),
          and(eq(dataExports.status, 'running'), lt(dataExports.startedAt, input.staleBefore)),
        ),
        gt(dataExports.requestedAt, input.requestedAfter),
      ),
    )
    .orderBy(asc(dataExports.requestedAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(dataExports)
    .set({ status: 'running', startedAt: input.now, progress: 0 })
    .where(inArray(dataExports.id, next))
    .returning();
  return claimed ? { ...claimed, startedAt: input.now } : undefined;
}

const heldBy = (claim: ExportClaim) =>
  and(
    eq(dataExports.id, claim.id),
    eq(dataExports.status, 'running'),
    eq(dataExports.startedAt, claim.claimedAt),
  );

/** Writes the progress and renews the claim; false when the claim is no longer this one. */
export async function renewDataExportClaim(
  db: Database,
  claim: ExportClaim,
  input: { progress: number; now: Date },
): Promise<ExportClaim | undefined> {
  const [renewed] = await db
    .update(dataExports)
    .set({ progress: input.progress, startedAt: input.now })
    .where(heldBy(claim))
    .returning({ id: dataExports.id });
  return renewed ? { id: claim.id, claimedAt: input.now } : undefined;
}

export async function markDataExportReady(
  db: Database,
  claim: ExportClaim,
  input: { objectKey: string; sizeBytes: number; finishedAt: Date; expiresAt: Date },
): Promise<boolean> {
  const updated = await db
    .update(dataExports)
    .set({ ...input, status: 'ready', progress: 100 })
    .where(heldBy(claim))
    .returning({ id: dataExports.id });
  return updated.length > 0;
}

export async function markDataExportFailed(
  db: Database,
  claim: ExportClaim,
  finishedAt: Date,
): Promise<void> {
  await db.update(dataExports).set({ status: 'failed', finishedAt }).where(heldBy(claim));
}

/** A build this process stopped (it is shutting down): back in the queue for any process. */
export async function requeueDataExport(db: Database, claim: ExportClaim): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: 'queued', startedAt: null, progress: 0 })
    .where(heldBy(claim));
}

/** Ready exports past their expiry that still name their zip, oldest first. */
export async function findExpiredDataExports(
  db: Database,
  now: Date,
  limit: number,
): Promise<{ id: string; objectKey: string }[]> {
  const rows = await db
    .select({ id: dataExports.id, objectKey: dataExports.objectKey })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.status, 'ready'),
        lte(dataExports.expiresAt, now),
        isNotNull(dataExports.objectKey),
      ),
    )
    .orderBy(asc(dataExports.expiresAt))
    .limit(limit);
  return rows.flatMap((row) => (row.objectKey ? [{ id: row.id, objectKey: row.objectKey }] : []));
}

/** The row no longer names its zip (the sweep removes the object after the commit). */
export async function forgetDataExportObjects(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(dataExports).set({ objectKey: null }).where(inArray(dataExports.id, ids));
}

/** Builds asked for before `requestedBefore` and never finished: given up. */
export async function failAbandonedDataExports(
  db: Database,
  input: { requestedBefore: Date; now: Date },
): Promise<number> {
  const failed = await db
    .update(dataExports)
    .set({ status: 'failed', finishedAt: input.now })
    .where(
      and(
        inArray(dataExports.status, ['queued', 'running']),
        lt(dataExports.requestedAt, input.requestedBefore),
      ),
    )
    .returning({ id: dataExports.id });
  return failed.length;
}

/** Which of `keys` a row names. */
export async function findKnownExportKeys(
  db: Database,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: dataExports.objectKey })
    .from(dataExports)
    .where(inArray(dataExports.objectKey, [...keys]));
  return new Set(rows.flatMap((row) => (row.key ? [row.key] : [])));
}
