import { useLivePolling } from '../../../../lib/live-updates.ts';

/** The admin's study path list, one path and its sub-lists refresh every 10 s (part 2 §9). */
export const ADMIN_REFRESH_MS = 10_000;

/** Their polling: also in the background (§9); none while the live stream is open (decision 023). */
export const useAdminPolling = () => useLivePolling(ADMIN_REFRESH_MS, { inBackground: true });
