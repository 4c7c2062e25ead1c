// One per process: LISTENs on the database for changes and ended sessions (live-events.ts, the
// sessions trigger of migration 0004) and hands each to the open streams it concerns. A change
// goes to the streams of the student it names and to every consultant's; an ended session closes
// that session's streams. Everything is in memory and O(streams concerned) per event; the
// database connection that LISTENs is one per process, however many streams are open.
import type { LiveEvent } from '@studypath/domain';
import { liveEventKinds } from '@studypath/domain';
import type { DatabaseListen } from '../db/client.ts';
import { ENDED_SESSIONS_CHANNEL, LIVE_CHANGES_CHANNEL } from './live-events.ts';

export interface LiveSubscriber {
  userId: string;
  isAdmin: boolean;
  sessionIdHash: string;
  send: (event: LiveEvent) => void;
  /** The session ended: tell the browser and close the stream. */
  endSession: () => void;
  /** The server is closing: close the stream (the browser reconnects elsewhere or later). */
  close: () => void;
}

export interface EventHub {
  /** LISTENs on both channels; resolves once the database confirmed. */
  start: () => Promise<void>;
  subscribe: (subscriber: LiveSubscriber) => () => void;
  /** Streams open now, and how many of them one user holds. */
  countStreams: (userId?: string) => number;
  /** Closes every stream and stops listening. */
  close: () => Promise<void>;
}

const knownKinds: ReadonlySet<string> = new Set(liveEventKinds);

interface ParsedChange {
  event: LiveEvent;
  studentId: string | null;
}

/** NOTIFY payloads come from our own code, but a bad one must not throw inside the listener. */
export function parseChangePayload(payload: string): ParsedChange | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { kind, id, applicationId, studentId } = value as Record<string, unknown>;
  if (typeof kind !== 'string' || !knownKinds.has(kind) || typeof id !== 'string') return null;
  return {
    event: {
      kind: kind as LiveEvent['kind'],
      id,
      applicationId: typeof applicationId === 'string' ? applicationId : null,
    },
    studentId: typeof studentId === 'string' ? studentId : null,
  };
}

function addTo<K>(map: Map<K, Set<LiveSubscriber>>, key: K, subscriber: LiveSubscriber): void {
  const set = map.get(key);
  if (set) set.add(subscriber);
  else map.set(key, new Set([subscriber]));
}

function removeFrom<K>(map: Map<K, Set<LiveSubscriber>>, key: K, subscriber: LiveSubscriber) {
  const set = map.get(key);
  if (!set) return;
  set.delete(subscriber);
  if (set.size === 0) map.delete(key);
}

export function createEventHub(options: {
  listen: DatabaseListen;
  onError: (error: unknown) => void;
}): EventHub {
  const byUser = new Map<string, Set<LiveSubscriber>>();
  const bySession = new Map<string, Set<LiveSubscriber>>();
  const admins = new Set<LiveSubscriber>();
  const stops: (() => Promise<void>)[] = [];
  let streamCount = 0;

  const deliver = (subscriber: LiveSubscriber, event: LiveEvent) => {
    try {
      subscriber.send(event);
    } catch (error) {
      options.onError(error);
    }
  };

  const onChange = (payload: string) => {
    const change = parseChangePayload(payload);
    if (!change) return;
    if (change.studentId !== null) {
      for (const subscriber of byUser.get(change.studentId) ?? []) {
        if (!subscriber.isAdmin) deliver(subscriber, change.event);
      }
    }
    for (const subscriber of admins) deliver(subscriber, change.event);
  };

  const onSessionEnded = (idHash: string) => {
    for (const subscriber of [...(bySession.get(idHash) ?? [])]) subscriber.endSession();
  };

  return {
    async start() {
      stops.push(await options.listen(LIVE_CHANGES_CHANNEL, onChange));
      stops.push(await options.listen(ENDED_SESSIONS_CHANNEL, onSessionEnded));
    },
    subscribe(subscriber) {
      addTo(byUser, subscriber.userId, subscriber);
      addTo(bySession, subscriber.sessionIdHash, subscriber);
      if (subscriber.isAdmin) admins.add(subscriber);
      streamCount += 1;
      let isSubscribed = true;
      return () => {
        if (!isSubscribed) return;
        isSubscribed = false;
        removeFrom(byUser, subscriber.userId, subscriber);
        removeFrom(bySession, subscriber.sessionIdHash, subscriber);
        admins.delete(subscriber);
        streamCount -= 1;
      };
    },
    countStreams(userId) {
      return userId === undefined ? streamCount : (byUser.get(userId)?.size ?? 0);
    },
    async close() {
      for (const set of [...byUser.values()]) {
        for (const subscriber of [...set]) subscriber.close();
      }
      await Promise.all(stops.splice(0).map((stop) => stop().catch(() => undefined)));
    },
  };
}
