// The live event stream in the browser (decision 023). One EventSource per tab on GET /api/events
// while someone is signed in. Each `change` event names a kind of data; the queries that show that
// kind are invalidated, so what is on screen refetches (through the ordinary endpoints) within a
// second. While the stream is open, the periodic polling it covers stops: screens ask
// useLivePollInterval(ms), which answers false then, and the spec's interval while the stream is
// down (connecting, refused, or not supported), so nothing is ever staler than the spec allows.
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { liveEventSchema, liveStreamEvents, type LiveEventKind } from '@studypath/domain/events';

export type LiveStatus = 'off' | 'connecting' | 'open';

let status: LiveStatus = 'off';
const listeners = new Set<() => void>();

function setStatus(next: LiveStatus): void {
  if (status === next) return;
  status = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getLiveStatus(): LiveStatus {
  return status;
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribe, getLiveStatus, getLiveStatus);
}

const isLiveOpen = () => status === 'open';

/**
 * `refetchInterval` for a query the stream covers: no polling while the stream is open. It reads
 * only whether the stream is open, so the stream starting to connect, as the page starts, does
 * not render every polling screen again (synchronously, as store changes are: decision 026).
 */
export function useLivePollInterval(intervalMs: number): number | false {
  return useSyncExternalStore(subscribe, isLiveOpen, isLiveOpen) ? false : intervalMs;
}

/**
 * Polling options for a query the stream covers: the spec's interval while the stream is down,
 * none while it is open; `inBackground` keeps polling while the tab is hidden (the admin screens
 * and the study path's parts, part 2 §7, §9).
 */
export function useLivePolling(intervalMs: number, { inBackground }: { inBackground: boolean }) {
  return {
    refetchInterval: useLivePollInterval(intervalMs),
    refetchIntervalInBackground: inBackground,
  } as const;
}

/**
 * Which queries each kind of change concerns, by the first part of their key (the endpoint path).
 * A key matches when it starts with one of these paths.
 */
export const queriesByKind: Readonly<Record<LiveEventKind, readonly string[]>> = {
  // The consultant team's figures (issue 29: the sidebar's counts, the team view) and a path's
  // wait move with every student's and consultant's move: messages, paths, requests, documents.
  messages: [
    '/api/messages',
    '/api/admin/messages',
    '/api/admin/stats',
    '/api/admin/team',
    '/api/admin/applications',
  ],
  // The dashboard's To do list is made of the study paths and the information requests.
  applications: [
    '/api/applications',
    '/api/dashboard/todo',
    '/api/admin/applications',
    '/api/admin/stats',
    '/api/admin/team',
  ],
  info_requests: [
    '/api/info-requests',
    '/api/dashboard/todo',
    '/api/admin/info-requests',
    '/api/admin/applications',
    '/api/admin/stats',
    '/api/admin/team',
  ],
  documents: [
    '/api/documents',
    '/api/admin/documents',
    '/api/applications',
    '/api/admin/applications',
    '/api/admin/stats',
    '/api/admin/team',
  ],
  // The student's consent card (and the quiz's notice); the consultants' consent panel sits
  // under the user's key, and their needs-attention list counts minors waiting.
  guardians: [
    '/api/guardian-consent',
    '/api/guardian-access',
    '/api/admin/users',
    '/api/admin/stats',
  ],
};

const everyCoveredPath = [...new Set(Object.values(queriesByKind).flat())];

function keyStartsWith(queryKey: readonly unknown[], paths: readonly string[]): boolean {
  const first = queryKey[0];
  return typeof first === 'string' && paths.some((path) => first.startsWith(path));
}

function invalidate(queryClient: QueryClient, paths: readonly string[]): void {
  void queryClient.invalidateQueries({
    predicate: (query) => keyStartsWith(query.queryKey, paths),
  });
}

export interface LiveConnection {
  close: () => void;
}

export interface ConnectOptions {
  queryClient: QueryClient;
  /** The session ended on the server: the caller refetches who is signed in. */
  onSessionEnded: () => void;
  /** Tests pass a fake; default the browser's EventSource. */
  createEventSource?: (url: string) => EventSource;
  /**
   * The screens' first answers came with the page (a server-rendered dashboard, decision 026):
   * read before the app started, so the first connection refetches them as a reconnection does,
   * or a change made in between would go unseen.
   */
  hasPageData?: boolean;
}

export const LIVE_EVENTS_URL = '/api/events';

/** EventSource's own retries (every 3 s, as the server asks) before the page backs off. */
export const QUICK_RETRIES = 3;
/** The longest wait between reconnection attempts once backing off. */
export const MAX_RETRY_DELAY_MS = 60_000;
const FIRST_BACKOFF_MS = 6_000;

/**
 * Opens the stream. EventSource reconnects by itself after a drop (the server asks for 3 s);
 * every (re)connection ends with a `ready` event, on which everything covered is refetched once,
 * since changes made while the stream was down were not seen. When the stream keeps failing
 * (something in between refuses it), the page stops EventSource's 3 s retries after a few and
 * tries again at doubling intervals up to a minute, polling meanwhile.
 */
export function connectLiveUpdates(options: ConnectOptions): LiveConnection {
  const create =
    options.createEventSource ?? ((url: string) => new EventSource(url, { withCredentials: true }));
  if (options.createEventSource === undefined && typeof EventSource === 'undefined') {
    return { close: () => undefined };
  }
  let hasBeenReady = false;
  let failures = 0;
  let isClosed = false;
  let source: EventSource | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    source?.close();
    source = undefined;
    clearTimeout(retryTimer);
  };

  const open = () => {
    const current = create(LIVE_EVENTS_URL);
    source = current;
    setStatus('connecting');
    current.addEventListener(liveStreamEvents.ready, () => {
      // The first connection needs no refetch when the screens have just fetched.
      if (hasBeenReady || options.hasPageData) invalidate(options.queryClient, everyCoveredPath);
      hasBeenReady = true;
      failures = 0;
      setStatus('open');
    });
    current.addEventListener(liveStreamEvents.change, (event) => {
      const parsed = liveEventSchema.safeParse(safeJson((event as MessageEvent<string>).data));
      if (!parsed.success) return;
      invalidate(options.queryClient, queriesByKind[parsed.data.kind]);
    });
    current.addEventListener(liveStreamEvents.sessionEnded, () => {
      isClosed = true;
      stop();
      setStatus('off');
      options.onSessionEnded();
    });
    current.addEventListener('error', () => {
      // CLOSED: the server refused the stream (for example 401); EventSource gives up, polling
      // carries on. CONNECTING: it is retrying by itself; poll meanwhile, and back off once it
      // has failed a few times in a row.
      if (current.readyState === 2) {
        setStatus('off');
        return;
      }
      setStatus('connecting');
      failures += 1;
      if (failures < QUICK_RETRIES) return;
      stop();
      const delay = Math.min(
        FIRST_BACKOFF_MS * 2 ** (failures - QUICK_RETRIES),
        MAX_RETRY_DELAY_MS,
      );
      retryTimer = setTimeout(() => {
        if (!isClosed) open();
      }, delay);
    });
  };
  open();

  return {
    close: () => {
      isClosed = true;
      stop();
      setStatus('off');
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
