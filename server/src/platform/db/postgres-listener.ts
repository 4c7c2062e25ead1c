// LISTEN on PostgreSQL through one dedicated connection per process. postgres.js has its own
// `listen`, but when its connection drops while the database is down the re-LISTEN fails once and
// the channel is silently forgotten; and it tells nobody that notifications may have been missed.
// Here a dropped connection is reported at once (onState(false): whoever keeps a cache fed by
// notifications stops trusting it), re-LISTENed with backoff until the database answers, and
// reported again when listening resumes (onState(true): drop what may have gone stale).
import postgres from 'postgres';
import type { DatabaseListen } from './client.ts';

const retryDelaysMs = [100, 250, 500, 1000, 2000, 5000];
const catchUpLimitMs = 1000;

interface Channel {
  handlers: Set<(payload: string) => void>;
  stateWatchers: Set<(isListening: boolean) => void>;
}

export interface PostgresListener {
  listen: DatabaseListen;
  /** See DatabaseHandle.catchUp; gives up after catchUpLimitMs (an answer is never held long). */
  catchUp: () => Promise<void>;
  close: () => Promise<void>;
}

export function createPostgresListener(url: string): PostgresListener {
  const channels = new Map<string, Channel>();
  let isListening = false;
  let isClosed = false;
  let relistening: Promise<void> | null = null;

  const announce = (next: boolean) => {
    if (isListening === next) return;
    isListening = next;
    for (const channel of channels.values()) {
      for (const watcher of channel.stateWatchers) watcher(next);
    }
  };

  // As postgres.js configures its own listen connection: never idle-closed or recycled, no type
  // fetch; `onnotify` is an option it honours but does not declare in its types.
  const options = {
    max: 1,
    idle_timeout: null,
    max_lifetime: null,
    fetch_types: false,
    onnotice: () => undefined,
    onnotify: (channel: string, payload: string) => {
      for (const handler of channels.get(channel)?.handlers ?? []) handler(payload);
    },
    onclose: () => {
      if (isClosed) return;
      announce(false);
      void relisten();
    },
  };
  const sql = postgres(url, options as unknown as postgres.Options<Record<string, never>>);

  const listenAll = async () => {
    for (const name of channels.keys()) await sql`listen ${sql(name)}`;
  };

  const relisten = (): Promise<void> =>
    (relistening ??= (async () => {
      for (let attempt = 0; !isClosed; attempt += 1) {
        try {
          await listenAll();
          announce(true);
          return;
        } catch {
          const delay = retryDelaysMs[Math.min(attempt, retryDelaysMs.length - 1)] ?? 5000;
          await new Promise((resolve) => setTimeout(resolve, delay));
        }
      }
    })().finally(() => {
      relistening = null;
    }));

  const listen: DatabaseListen = async (name, onPayload, onState) => {
    let channel = channels.get(name);
    if (!channel) {
      channel = { handlers: new Set(), stateWatchers: new Set() };
      channels.set(name, channel);
      await sql`listen ${sql(name)}`;
      isListening = true;
    }
    channel.handlers.add(onPayload);
    if (onState) channel.stateWatchers.add(onState);
    const joined = channel;
    return async () => {
      joined.handlers.delete(onPayload);
      if (onState) joined.stateWatchers.delete(onState);
      if (joined.handlers.size > 0 || channels.get(name) !== joined) return;
      channels.delete(name);
      if (!isClosed) await sql`unlisten ${sql(name)}`.catch(() => undefined);
    };
  };

  // The server sends a listening session the notifications committed before its next query's
  // answer (it takes them when going idle, before ReadyForQuery), and postgres.js reads its
  // connection in order: once a round trip on the listening connection returns, every
  // notification committed before it was sent has been handed to onnotify.
  const catchUp = async () => {
    if (!isListening || isClosed) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      sql`select 1`.catch(() => undefined),
      new Promise((resolve) => (timer = setTimeout(resolve, catchUpLimitMs))),
    ]).finally(() => clearTimeout(timer));
  };

  return {
    listen,
    catchUp,
    close: async () => {
      isClosed = true;
      await sql.end({ timeout: 5 });
    },
  };
}
