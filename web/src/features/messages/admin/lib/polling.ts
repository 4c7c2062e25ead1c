import { useLivePolling } from '../../../../lib/live-updates.ts';

/** The thread list refreshes every 5 s, an open thread every 3 s (part 2 §7, §9). */
export const THREAD_LIST_REFRESH_MS = 5_000;
export const OPEN_THREAD_REFRESH_MS = 3_000;

/**
 * Polling options: the spec's interval while the live stream is down, none while it is open; like
 * the consultant's other lists, also while the tab is in the background.
 */
export const usePolling = (intervalMs: number) =>
  useLivePolling(intervalMs, { inBackground: true });
