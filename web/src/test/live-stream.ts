import { act } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { connectLiveUpdates, type LiveConnection } from '../lib/live-updates.ts';

/** Enough of EventSource for lib/live-updates.ts: named events and a readyState. */
class FakeEventSource extends EventTarget {
  readyState = 1;
  close(): void {
    this.readyState = 2;
  }
}

/**
 * Opens the live stream on a fake EventSource and lets the server say ready: the screens' polling
 * stops (useLivePollInterval). Close the connection at the end of the test.
 */
export function openLiveStream(queryClient: QueryClient): LiveConnection {
  const source = new FakeEventSource();
  let connection: LiveConnection | undefined;
  act(() => {
    connection = connectLiveUpdates({
      queryClient,
      onSessionEnded: () => undefined,
      createEventSource: () => source as unknown as EventSource,
    });
    source.dispatchEvent(new Event('ready'));
  });
  if (!connection) throw new Error('the live stream did not open');
  return connection;
}
