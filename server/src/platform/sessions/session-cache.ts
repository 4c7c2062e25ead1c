// Signed-in sessions remembered in memory, so the session check on every request costs no database
// round trip (decision 027). What makes it safe is what ends a session: every deletion of a
// `sessions` row is announced by a trigger (ENDED_SESSIONS_CHANNEL, migration 0004) and every
// change of a user's role or e-mail by another (USERS_CHANGED_CHANNEL, migration 0007), to every
// process on the database, this one included; each forgets what they name. The process that ends
// sessions also forgets them itself at once and waits until the database has delivered its
// announcement (fence), so a second process has heard it by the time the answer leaves.
// Nothing is trusted while the listening connection is down (notifications may be missed then),
// and everything is forgotten when it comes back. Entries also expire after a minute, and idle or
// absolute expiry is judged from the database, never from a remembered time alone.
import { randomUUID } from 'node:crypto';
import type { CurrentUser } from '@studypath/domain';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseListen } from '../db/client.ts';
import { ENDED_SESSIONS_CHANNEL } from '../events/live-events.ts';

/** NOTIFY channel of users whose role or e-mail changed (trigger of migration 0007): the user id. */
export const USERS_CHANGED_CHANNEL = 'studypath_users_changed';
/** NOTIFY channel of fences: a process waits for its own payload to come back. */
const FENCE_CHANNEL = 'studypath_fence';

export const sessionCacheTtlMs = 60_000;
const maxEntries = 100_000;
const fenceTimeoutMs = 2_000;

export interface CachedSession {
  idHash: string;
  user: CurrentUser;
  lastSeenAt: Date;
  expiresAt: Date;
}

interface Entry extends CachedSession {
  rememberedAt: number;
}

export interface SessionCache {
  /** LISTENs on the three channels; resolves once the database confirmed. */
  start: () => Promise<void>;
  /**
   * The remembered session, when it may be trusted. Waits one turn of the event loop first, so a
   * notification that arrived together with this request is applied before the answer.
   */
  find: (idHash: string) => Promise<CachedSession | undefined>;
  /** Call before reading a session from the database; pass the ticket to remember(). */
  beginLookup: () => number;
  /** Keeps a session read from the database, unless something was forgotten since the lookup began. */
  remember: (ticket: number, session: CachedSession) => void;
  touch: (idHash: string, lastSeenAt: Date) => void;
  forget: (idHash: string) => void;
  forgetUser: (userId: string) => void;
  /**
   * After a transaction that ended sessions committed: forgets them here and resolves once every
   * notification committed before has reached this process (bounded wait).
   */
  afterSessionsEnded: (db: Database, ended: { idHash?: string; userId?: string }) => Promise<void>;
  close: () => Promise<void>;
}

export function createSessionCache(options: { listen: DatabaseListen }): SessionCache {
  const entries = new Map<string, Entry>();
  const fences = new Map<string, () => void>();
  const stops: (() => Promise<void>)[] = [];
  let isListening = false;
  /** Bumped by every forget: a lookup that began before a forget must not store what it read. */
  let generation = 0;

  const forget = (idHash: string) => {
    generation += 1;
    entries.delete(idHash);
  };
  const forgetUser = (userId: string) => {
    generation += 1;
    for (const [idHash, entry] of entries) if (entry.user.id === userId) entries.delete(idHash);
  };
  const forgetAll = () => {
    generation += 1;
    entries.clear();
  };
  const onState = (next: boolean) => {
    forgetAll();
    isListening = next;
  };

  return {
    async start() {
      stops.push(await options.listen(ENDED_SESSIONS_CHANNEL, forget, onState));
      stops.push(await options.listen(USERS_CHANGED_CHANNEL, forgetUser, onState));
      stops.push(
        await options.listen(FENCE_CHANNEL, (payload) => fences.get(payload)?.(), onState),
      );
      isListening = true;
    },
    async find(idHash) {
      if (!isListening || !entries.has(idHash)) return undefined;
      await new Promise((resolve) => setImmediate(resolve));
      const entry = entries.get(idHash);
      if (!entry || !isListening) return undefined;
      if (Date.now() - entry.rememberedAt >= sessionCacheTtlMs) {
        entries.delete(idHash);
        return undefined;
      }
      return entry;
    },
    beginLookup: () => generation,
    remember(ticket, session) {
      if (!isListening || ticket !== generation) return;
      if (entries.size >= maxEntries) {
        // Map order is insertion order: drop the oldest tenth.
        let toDrop = Math.ceil(maxEntries / 10);
        for (const idHash of entries.keys()) {
          entries.delete(idHash);
          if (--toDrop === 0) break;
        }
      }
      entries.set(session.idHash, { ...session, rememberedAt: Date.now() });
    },
    touch(idHash, lastSeenAt) {
      const entry = entries.get(idHash);
      if (entry) entry.lastSeenAt = lastSeenAt;
    },
    forget,
    forgetUser,
    async afterSessionsEnded(db, ended) {
      if (ended.idHash) forget(ended.idHash);
      if (ended.userId) forgetUser(ended.userId);
      if (!isListening) return;
      const nonce = randomUUID();
      const heard = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, fenceTimeoutMs);
        fences.set(nonce, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      try {
        await db.execute(sql`select pg_notify(${FENCE_CHANNEL}, ${nonce})`);
        await heard;
      } finally {
        fences.delete(nonce);
      }
    },
    async close() {
      forgetAll();
      isListening = false;
      await Promise.all(stops.splice(0).map((stop) => stop().catch(() => undefined)));
    },
  };
}
