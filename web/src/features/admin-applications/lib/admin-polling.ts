import { useLivePollInterval } from '../../../lib/live-updates.ts';

/** The admin's study path list, one path and its sub-lists refresh every 10 s (part 2 §9). */
export const ADMIN_REFRESH_MS = 10_000;

/**
 * The polling options of those queries: also while the tab is in the background (§9), and none
 * while the live stream is open, which refreshes them as soon as something changes (decision 023).
 */
export function useAdminPolling() {
  return {
    refetchInterval: useLivePollInterval(ADMIN_REFRESH_MS),
    refetchIntervalInBackground: true,
  } as const;
}
