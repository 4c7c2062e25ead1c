import { act, renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { connectLiveUpdates, useLivePolling } from './live-updates.ts';

let connection: { close: () => void } | undefined;
afterEach(() => connection?.close());

/** Opens a live stream on a fake EventSource; `ready` makes it count as open. */
function openLiveStream() {
  const listeners = new Map<string, () => void>();
  connection = connectLiveUpdates({
    queryClient: new QueryClient(),
    onSessionEnded: () => undefined,
    createEventSource: () =>
      ({
        readyState: 1,
        addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
        close: () => undefined,
      }) as unknown as EventSource,
  });
  return () => listeners.get('ready')?.();
}

describe('useLivePolling', () => {
  it('polls every 10 s, also in the background, while no live stream is open', () => {
    const { result } = renderHook(() => useLivePolling(10_000, { inBackground: true }));
    expect(result.current).toEqual({ refetchInterval: 10_000, refetchIntervalInBackground: true });
  });

  it('keeps to the foreground when asked', () => {
    const { result } = renderHook(() => useLivePolling(3_000, { inBackground: false }));
    expect(result.current).toEqual({ refetchInterval: 3_000, refetchIntervalInBackground: false });
  });

  it('stops polling while the live stream is open, and polls again once it closes', () => {
    const { result } = renderHook(() => useLivePolling(10_000, { inBackground: true }));
    const ready = openLiveStream();
    expect(result.current.refetchInterval).toBe(10_000); // connecting: still polling
    act(ready);
    expect(result.current.refetchInterval).toBe(false);
    act(() => connection?.close());
    expect(result.current.refetchInterval).toBe(10_000);
  });
});
