/** The admin's study path list, one path and its sub-lists refresh every 10 s (part 2 §9). */
export const ADMIN_REFRESH_MS = 10_000;

/** The polling options of those queries: also while the tab is in the background (§9). */
export const adminPolling = {
  refetchInterval: ADMIN_REFRESH_MS,
  refetchIntervalInBackground: true,
} as const;
