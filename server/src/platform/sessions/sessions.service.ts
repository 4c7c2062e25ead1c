// Session rules: creation at sign-in, lookup on every API request (with idle and absolute expiry),
// and removal. The cookie value is random and only its SHA-256 hash touches the database.
import type { CurrentUser } from '@studypath/domain';
import { randomToken, sha256Hex } from '../crypto/crypto-tokens.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { toCurrentUser } from '../people/user-language.ts';
import {
  sessionAbsoluteTimeoutMs,
  sessionActivityWriteIntervalMs,
  sessionIdleTimeoutMs,
} from './session-policy.ts';
import {
  deleteExpiredSessions,
  deleteSession,
  findSessionTimes,
  findSessionWithUser,
  insertSession,
  updateSessionLastSeen,
} from './sessions.queries.ts';

export interface ActiveSession {
  idHash: string;
  user: CurrentUser;
}

export function hashSessionId(rawId: string): string {
  return sha256Hex(rawId);
}

export async function startSession(
  deps: ServiceDeps,
  input: { userId: string; userAgent: string | null; ip: string | null },
): Promise<{ rawId: string; idHash: string }> {
  const now = deps.now();
  const rawId = randomToken(32);
  const idHash = hashSessionId(rawId);
  await insertSession(deps.db, {
    idHash,
    userId: input.userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + sessionAbsoluteTimeoutMs),
    userAgent: input.userAgent?.slice(0, 512) ?? null,
    ip: input.ip,
  });
  return { rawId, idHash };
}

/**
 * The session behind a cookie value, or null when there is none or it has expired (an expired
 * row is deleted on the spot). A request the user made (isUserActivity) keeps the session alive;
 * background polling must not, or an open tab would never reach its idle timeout.
 */
export async function resolveSession(
  deps: ServiceDeps,
  rawId: string,
  options: { isUserActivity: boolean },
): Promise<ActiveSession | null> {
  const idHash = hashSessionId(rawId);
  const cache = deps.sessionCache;
  const remembered = await cache?.find(idHash);
  if (remembered) {
    const now = deps.now();
    const idleFor = now.getTime() - remembered.lastSeenAt.getTime();
    // An expiry is judged from the database: another process may have seen newer activity.
    if (now < remembered.expiresAt && idleFor < sessionIdleTimeoutMs) {
      if (options.isUserActivity && idleFor >= sessionActivityWriteIntervalMs) {
        await updateSessionLastSeen(deps.db, idHash, now);
        cache?.touch(idHash, now);
      }
      return { idHash, user: remembered.user };
    }
    cache?.forget(idHash);
  }

  const ticket = cache?.beginLookup() ?? 0;
  const session = await findSessionWithUser(deps.db, idHash);
  if (!session) return null;

  const now = deps.now();
  const idleFor = now.getTime() - session.lastSeenAt.getTime();
  if (now >= session.expiresAt || idleFor >= sessionIdleTimeoutMs) {
    await deleteSession(deps.db, idHash);
    return null;
  }
  let lastSeenAt = session.lastSeenAt;
  if (options.isUserActivity && idleFor >= sessionActivityWriteIntervalMs) {
    await updateSessionLastSeen(deps.db, idHash, now);
    lastSeenAt = now;
  }
  const user = toCurrentUser(session.user);
  cache?.remember(ticket, { idHash, user, lastSeenAt, expiresAt: session.expiresAt });
  return { idHash, user };
}

/**
 * After the transaction that ended sessions committed: this process forgets them at once, and the
 * answer waits until the database has announced the end to every process (decision 027).
 */
export async function sessionsEnded(
  deps: ServiceDeps,
  ended: { idHash?: string; userId?: string },
): Promise<void> {
  await deps.sessionCache?.afterSessionsEnded(deps.db, ended);
}

/** Ends a session; returns the user id it belonged to, if it still existed. */
export async function endSession(deps: ServiceDeps, idHash: string): Promise<string | undefined> {
  return deleteSession(deps.db, idHash);
}

export async function removeExpiredSessions(deps: ServiceDeps): Promise<number> {
  const now = deps.now();
  return deleteExpiredSessions(deps.db, now, new Date(now.getTime() - sessionIdleTimeoutMs));
}

/**
 * When the session ends unless it is used again (idle timeout, capped by its absolute end), or
 * null when it has already ended. A live stream re-checks at that time.
 */
export async function findSessionDeadline(deps: ServiceDeps, idHash: string): Promise<Date | null> {
  const times = await findSessionTimes(deps.db, idHash);
  if (!times) return null;
  const idleEnd = times.lastSeenAt.getTime() + sessionIdleTimeoutMs;
  const deadline = new Date(Math.min(idleEnd, times.expiresAt.getTime()));
  return deadline <= deps.now() ? null : deadline;
}
