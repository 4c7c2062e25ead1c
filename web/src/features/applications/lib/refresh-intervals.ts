import { useLivePollInterval } from '../../../lib/live-updates.ts';

/** A study path, its updates, documents and programs refresh every 10 s (part 2 §7, §9). */
export const STUDY_PATH_REFRESH_MS = 10_000;

/**
 * The polling options of those queries: also while the tab is in the background (§7), and none
 * while the live stream is open, which refreshes them as soon as something changes (decision 023).
 */
export function useStudyPathPolling() {
  return {
    refetchInterval: useLivePollInterval(STUDY_PATH_REFRESH_MS),
    refetchIntervalInBackground: true,
  } as const;
}
