// How many live event streams one browser and one user may hold (decision 023, issue 23). Every
// open stream is a row of live_event_streams, so the caps count the streams of every process on
// the database: a fleet of N processes allows what one does. A browser's tabs share its session,
// so the per-session cap bounds one browser, and the per-user cap is twice it: a browser at its
// cap still leaves the same room to the user's other devices.
import { AppError } from '../../platform/http/app-error.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import {
  countLiveStreams,
  deleteLiveStream,
  deleteStaleLiveStreams,
  deleteStaleStreamsOfUser,
  insertLiveStream,
  lockUserStreams,
  touchLiveStreams,
} from './events.queries.ts';

/** A comment line this often keeps proxies from closing an idle stream; it also marks the row. */
export const HEARTBEAT_MS = 25_000;
/** A browser tab holds one stream; more than this in one browser is a misbehaving client. */
export const MAX_STREAMS_PER_SESSION = 20;
export const MAX_STREAMS_PER_USER = 2 * MAX_STREAMS_PER_SESSION;
/**
 * A row not refreshed for three heartbeats belongs to a process that died (a closing process
 * deletes its rows): it no longer counts, and is removed.
 */
export const STREAM_STALE_AFTER_MS = 3 * HEARTBEAT_MS;
/**
 * The Retry-After of a refusal: closing a tab frees its place at once, and a dead process's
 * places within STREAM_STALE_AFTER_MS; the page's own back-off (6 s doubling to a minute) is the
 * browser's answer either way.
 */
export const STREAM_CAP_RETRY_AFTER_SECONDS = 30;

/**
 * Takes a place for a new stream of this session, or refuses with 429 when the session or the
 * user already holds its cap of streams seen lately. Answers the place's id, to refresh on every
 * heartbeat and to release when the stream closes.
 */
export async function openLiveStreamPlace(
  deps: ServiceDeps,
  input: { userId: string; sessionIdHash: string },
): Promise<string> {
  // The refusal is thrown after the transaction, so the stale rows it removed stay removed.
  type Taken = { id: string } | { refusal: 'live.session_stream_cap' | 'live.user_stream_cap' };
  const taken = await deps.db.transaction(async (tx): Promise<Taken> => {
    await lockUserStreams(tx, input.userId);
    await deleteStaleStreamsOfUser(tx, input.userId, STREAM_STALE_AFTER_MS);
    const open = await countLiveStreams(tx, { ...input, staleAfterMs: STREAM_STALE_AFTER_MS });
    if (open.forSession >= MAX_STREAMS_PER_SESSION) return { refusal: 'live.session_stream_cap' };
    if (open.forUser >= MAX_STREAMS_PER_USER) return { refusal: 'live.user_stream_cap' };
    return { id: await insertLiveStream(tx, input) };
  });
  if ('refusal' in taken) {
    throw new AppError(taken.refusal, { retryAfterSeconds: STREAM_CAP_RETRY_AFTER_SECONDS });
  }
  return taken.id;
}

/** Marks this process's open streams as alive (one statement per heartbeat, not one per stream). */
export async function refreshLiveStreamPlaces(
  deps: ServiceDeps,
  ids: readonly string[],
): Promise<void> {
  if (ids.length > 0) await touchLiveStreams(deps.db, ids);
}

export async function releaseLiveStreamPlace(deps: ServiceDeps, id: string): Promise<void> {
  await deleteLiveStream(deps.db, id);
}

/** Removes the places of processes that died; answers how many. */
export async function removeStaleLiveStreamPlaces(deps: ServiceDeps): Promise<number> {
  return deleteStaleLiveStreams(deps.db, STREAM_STALE_AFTER_MS);
}
