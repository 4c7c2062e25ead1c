/** The thread list refreshes every 5 s, an open thread every 3 s (part 2 §7, §9). */
export const THREAD_LIST_REFRESH_MS = 5_000;
export const OPEN_THREAD_REFRESH_MS = 3_000;
