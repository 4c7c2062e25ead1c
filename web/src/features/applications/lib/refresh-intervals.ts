/** A study path, its updates, documents and programs refresh every 10 s (part 2 §7, §9). */
export const STUDY_PATH_REFRESH_MS = 10_000;

/** The polling options of those queries: also while the tab is in the background (§7). */
export const studyPathPolling = {
  refetchInterval: STUDY_PATH_REFRESH_MS,
  refetchIntervalInBackground: true,
} as const;
