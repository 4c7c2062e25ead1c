import { eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitBuckets } from '../db/schema/index.ts';

/**
 * Counts one hit in a fixed window with a single atomic upsert: a new or expired bucket restarts
 * at 1 with a fresh window, a live one is incremented. Concurrent hits can't both read a stale
 * count, because the row lock taken by ON CONFLICT serialises them.
 */
export async function incrementBucket(
  db: Database,
  key: string,
  now: Date,
  windowMs: number,
): Promise<{ count: number; resetAt: Date }> {
  const nowParam = sql`${now.toISOString()}::timestamptz`;
  const isExpired = sql`${rateLimitBuckets.resetAt} <= ${nowParam}`;
  const [bucket] = await db
    .insert(rateLimitBuckets)
    .values({ key, count: 1, resetAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: sql`case when ${isExpired} then 1 else ${rateLimitBuckets.count} + 1 end`,
        resetAt: sql`case when ${isExpired} then excluded.reset_at else ${rateLimitBuckets.resetAt} end`,
      },
    })
    .returning({ count: rateLimitBuckets.count, resetAt: rateLimitBuckets.resetAt });
  if (!bucket) throw new Error(`rate limit upsert returned no row for ${key}`);
  return bucket;
}

export async function decrementBucket(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimitBuckets)
    .set({ count: sql`greatest(${rateLimitBuckets.count} - 1, 0)` })
    .where(eq(rateLimitBuckets.key, key));
}

export async function deleteBucket(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
}

export async function deleteExpiredBuckets(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimitBuckets)
    .where(lte(rateLimitBuckets.resetAt, now))
    .returning({ key: rateLimitBuckets.key });
  return deleted.length;
}
