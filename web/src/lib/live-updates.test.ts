import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  connectLiveUpdates,
  getLiveStatus,
  LIVE_EVENTS_URL,
  useLivePollInterval,
} from './live-updates.ts';

/** Enough of EventSource for the module: listeners by name and a readyState. */
class FakeEventSource {
  readyState = 0;
  isClosed = false;
  readonly url: string;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(url: string) {
    this.url = url;
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  emit(name: string, data = '{}') {
    for (const listener of this.listeners.get(name) ?? []) {
      listener(new MessageEvent(name, { data }));
    }
  }
  close() {
    this.isClosed = true;
    this.readyState = 2;
  }
}

let connection: { close: () => void } | undefined;
afterEach(() => connection?.close());

function connect(options: { onSessionEnded?: () => void; hasPageData?: boolean } = {}) {
  const queryClient = new QueryClient();
  const created: FakeEventSource[] = [];
  connection = connectLiveUpdates({
    queryClient,
    onSessionEnded: options.onSessionEnded ?? (() => undefined),
    hasPageData: options.hasPageData ?? false,
    createEventSource: (url) => {
      const next = new FakeEventSource(url);
      created.push(next);
      return next as unknown as EventSource;
    },
  });
  const source = created[0];
  if (!source) throw new Error('no EventSource was created');
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  return { queryClient, source, created, invalidate };
}

function invalidatedKeys(
  queryClient: QueryClient,
  invalidate: { mock: { calls: unknown[][] } },
  keys: string[][],
): string[] {
  for (const key of keys) queryClient.setQueryData(key, 1);
  const matched = new Set<string>();
  for (const [filters] of invalidate.mock.calls as [{ predicate: (query: unknown) => boolean }][]) {
    for (const query of queryClient.getQueryCache().getAll()) {
      if (filters.predicate(query)) matched.add(query.queryKey.join(' '));
    }
  }
  return [...matched].sort();
}

describe('connectLiveUpdates', () => {
  it('opens /api/events and counts as open only once the server says ready', () => {
    const { source } = connect();
    expect(source.url).toBe(LIVE_EVENTS_URL);
    expect(getLiveStatus()).toBe('connecting');
    source.readyState = 1;
    source.emit('ready');
    expect(getLiveStatus()).toBe('open');
  });

  it('refetches only the queries of the kind that changed', () => {
    const { source, queryClient, invalidate } = connect();
    source.emit('ready');
    source.emit('change', JSON.stringify({ kind: 'messages', id: 't1', applicationId: null }));
    expect(
      invalidatedKeys(queryClient, invalidate, [
        ['/api/messages/threads'],
        ['/api/messages/unread-count'],
        ['/api/documents'],
        ['/api/applications', 'a1'],
      ]),
    ).toEqual(['/api/messages/threads', '/api/messages/unread-count']);
  });

  it('refetches at the first connection what came with a server-rendered page, and only then', () => {
    const fetched = connect();
    fetched.source.emit('ready');
    expect(fetched.invalidate).not.toHaveBeenCalled();
    fetched.created[0]?.close();

    const { source, queryClient, invalidate } = connect({ hasPageData: true });
    source.emit('ready');
    expect(
      invalidatedKeys(queryClient, invalidate, [['/api/messages/unread-count'], ['/api/auth/me']]),
    ).toEqual(['/api/messages/unread-count']);
  });

  it('ignores an event it cannot read', () => {
    const { source, invalidate } = connect();
    source.emit('ready');
    source.emit('change', 'not json');
    source.emit('change', JSON.stringify({ kind: 'unknown', id: 'x' }));
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('goes back to polling while reconnecting and refetches everything once reconnected', () => {
    const { source, queryClient, invalidate } = connect();
    source.emit('ready');
    source.readyState = 0;
    source.emit('error');
    expect(getLiveStatus()).toBe('connecting');
    source.emit('ready');
    expect(getLiveStatus()).toBe('open');
    expect(
      invalidatedKeys(queryClient, invalidate, [['/api/documents'], ['/api/auth/me']]),
    ).toEqual(['/api/documents']);
  });

  it('backs off after a few failed reconnections, then tries again with a new stream', () => {
    vi.useFakeTimers();
    try {
      const { source, created } = connect();
      for (let attempt = 0; attempt < 3; attempt += 1) source.emit('error');
      expect(source.isClosed).toBe(true);
      expect(getLiveStatus()).toBe('connecting');
      vi.advanceTimersByTime(5_999);
      expect(created).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(created).toHaveLength(2);
      created[1]?.emit('ready');
      expect(getLiveStatus()).toBe('open');
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops when the server refuses the stream', () => {
    const { source } = connect();
    source.readyState = 2;
    source.emit('error');
    expect(getLiveStatus()).toBe('off');
  });

  it('closes and reports when the session ended', () => {
    const onSessionEnded = vi.fn();
    const { source } = connect({ onSessionEnded });
    source.emit('ready');
    source.emit('session-ended');
    expect(source.isClosed).toBe(true);
    expect(onSessionEnded).toHaveBeenCalledOnce();
    expect(getLiveStatus()).toBe('off');
  });
});

describe('useLivePollInterval', () => {
  it('renders a polling screen again when the stream opens, not when it starts connecting', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useLivePollInterval(30_000);
    });
    expect(result.current).toBe(30_000);

    let source: FakeEventSource | undefined;
    act(() => {
      connection = connectLiveUpdates({
        queryClient: new QueryClient(),
        onSessionEnded: () => undefined,
        createEventSource: (url) => {
          source = new FakeEventSource(url);
          return source as unknown as EventSource;
        },
      });
    });
    expect(getLiveStatus()).toBe('connecting');
    expect(renders).toBe(1);

    act(() => source?.emit('ready'));
    expect(result.current).toBe(false);
    expect(renders).toBe(2);
  });
});
