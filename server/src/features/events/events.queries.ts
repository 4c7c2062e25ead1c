// The live_event_streams rows behind the stream caps (decision 023). Times are the database's
// now(), not a process's clock: rows written by several machines are compared with one clock, so
// machines whose clocks disagree cannot make each other's streams look stale or fresh (as in
// job_schedule, decision 028).
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { liveEventStreams } from '../../platform/db/schema/index.ts';

/** `now() - <ms>`: the oldest seen_at that still counts. */
const seenSince = (staleAfterMs: number) =>
  sql`now() - make_interval(secs => ${staleAfterMs / 1000})`;

/** The refresh names its rows in batches, far below PostgreSQL's 65,535 bound parameters. */
const refreshBatchSize = 5000;

/**
 * Holds, until the transaction ends, the lock that queues every opening of one user's streams,
 * whichever process serves it: two openings at once cannot both read a count under the cap. An
 * advisory lock rather than the user's row, so sign-ins and profile saves never wait on it; a
 * one-number key, which PostgreSQL keeps apart from the start-up lock's two-number key.
 */
export async function lockUserStreams(db: Database, userId: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`live_event_streams:${userId}`}, 0))`,
  );
}

export async function deleteStaleStreamsOfUser(
  db: Database,
  userId: string,
  staleAfterMs: number,
): Promise<void> {
  await db
    .delete(liveEventStreams)
    .where(
      and(
        eq(liveEventStreams.userId, userId),
        lte(liveEventStreams.seenAt, seenSince(staleAfterMs)),
      ),
    );
}

/** The user's streams that were seen lately: all of them, and those of one session. */
export async function countLiveStreams(
  db: Database,
  input: { userId: string; sessionIdHash: string; staleAfterMs: number },
): Promise<{ forUser: number; forSession: number }> {
  const [row] = await db
    .select({
      forUser: sql<number>`count(*)::int`,
      forSession: sql<number>`(count(*) filter (where ${liveEventStreams.sessionIdHash} = ${input.sessionIdHash}))::int`,
    })
    .from(liveEventStreams)
    .where(
      and(
        eq(liveEventStreams.userId, input.userId),
        gt(liveEventStreams.seenAt, seenSince(input.staleAfterMs)),
      ),
    );
  return { forUser: row?.forUser ?? 0, forSession: row?.forSession ?? 0 };
}

export async function insertLiveStream(
  db: Database,
  input: { userId: string; sessionIdHash: string },
): Promise<string> {
  const [row] = await db
    .insert(liveEventStreams)
    .values({
      userId: input.userId,
      sessionIdHash: input.sessionIdHash,
      openedAt: sql`now()`,
      seenAt: sql`now()`,
    })
    .returning({ id: liveEventStreams.id });
  if (!row) throw new Error('live stream insert returned no row');
  return row.id;
}

export async function touchLiveStreams(db: Database, ids: readonly string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += refreshBatchSize) {
    await db
      .update(liveEventStreams)
      .set({ seenAt: sql`now()` })
      .where(inArray(liveEventStreams.id, ids.slice(start, start + refreshBatchSize)));
  }
}

export async function deleteLiveStream(db: Database, id: string): Promise<void> {
  await db.delete(liveEventStreams).where(eq(liveEventStreams.id, id));
}

export async function deleteStaleLiveStreams(db: Database, staleAfterMs: number): Promise<number> {
  const deleted = await db
    .delete(liveEventStreams)
    .where(lte(liveEventStreams.seenAt, seenSince(staleAfterMs)))
    .returning({ id: liveEventStreams.id });
  return deleted.length;
}
