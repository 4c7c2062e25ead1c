// Listens on the live-changes channel the way a second server process does, so a test can check
// which events a change published. Stop it in a finally: the listener holds a connection.
import { LIVE_CHANGES_CHANNEL } from '../src/platform/events/live-events.ts';
import type { TestServer } from './test-server.ts';

export interface LiveChangesListener {
  /** Every payload heard so far, parsed, in order. */
  heard: unknown[];
  /** The first `count` payloads, after waiting up to two seconds for them to arrive. */
  waitFor: (count: number) => Promise<unknown[]>;
  stop: () => Promise<void>;
}

export async function listenToLiveChanges(t: TestServer): Promise<LiveChangesListener> {
  const heard: unknown[] = [];
  const stop = await t.database.listen(LIVE_CHANGES_CHANNEL, (payload) => {
    heard.push(JSON.parse(payload));
  });
  const waitFor = async (count: number) => {
    for (let tries = 0; heard.length < count && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return heard.slice(0, count);
  };
  return { heard, waitFor, stop };
}
