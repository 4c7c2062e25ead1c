// Answers every consultant shares, kept until anything changes (decision 044). Consultants list
// everything, so every change the portal makes is announced to them (live-events.ts: a live
// event, a change version or an audited action, each at its commit). When one change's event
// makes every open console refetch the same unpaged list, the first request runs the query and
// the others take its answer; repeated polls of an unchanged firm cost no query.
// The rule is deliberately blunt: an answer is kept only while this process has heard no
// announcement at all since its query began, on any of the three channels. No per-table
// bookkeeping to get wrong; the price is a fresh query after any change anywhere, which is what
// every read cost before. A request that changed data answers only once this process has heard
// its announcements (read-your-writes.ts), so the same client's next read never gets an answer
// from before its change. Nothing is kept while the listening connection is down (an
// announcement may be missed).
import type { DatabaseListen } from '../db/client.ts';
import { AUDITED_CHANNEL, CHANGE_VERSIONS_CHANNEL, LIVE_CHANGES_CHANNEL } from './live-events.ts';

export interface SharedAnswers {
  start: () => Promise<void>;
  /**
   * The answer kept under `key` if nothing was announced since its query began; else the answer
   * of a query that began after the last announcement (one already running is shared), which is
   * kept unless something is announced before it ends.
   */
  get: <T>(key: string, compute: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
}

/** An answer whose query began after the last announcement (every one empties the map). */
interface Kept {
  answer: Promise<unknown>;
}

/** A few answers (the lists' All, each consultant's Mine, the dashboard's figures). */
const maxKept = 64;

export function createSharedAnswers(options: { listen: DatabaseListen }): SharedAnswers {
  const kept = new Map<string, Kept>();
  let isListening = false;
  const stops: (() => Promise<void>)[] = [];

  const onAnnouncement = () => {
    kept.clear();
  };
  const onState = (next: boolean) => {
    onAnnouncement();
    isListening = next;
  };

  const keep = (key: string, entry: Kept) => {
    kept.delete(key);
    if (kept.size >= maxKept) {
      const oldest = kept.keys().next();
      if (!oldest.done) kept.delete(oldest.value);
    }
    kept.set(key, entry);
  };

  return {
    async start() {
      for (const channel of [LIVE_CHANGES_CHANNEL, CHANGE_VERSIONS_CHANNEL, AUDITED_CHANNEL]) {
        stops.push(await options.listen(channel, onAnnouncement, onState));
      }
      isListening = true;
    },
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const found = kept.get(key);
      if (found) return found.answer as Promise<T>;
      if (!isListening) return compute();
      const entry: Kept = { answer: compute() };
      keep(key, entry);
      // A failed query is not kept: the next request asks the database again.
      entry.answer.catch(() => {
        if (kept.get(key) === entry) kept.delete(key);
      });
      return entry.answer as Promise<T>;
    },
    async close() {
      isListening = false;
      onAnnouncement();
      await Promise.all(stops.splice(0).map((stop) => stop().catch(() => undefined)));
    },
  };
}
