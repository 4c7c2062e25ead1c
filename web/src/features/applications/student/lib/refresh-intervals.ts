import { useLivePolling } from '../../../../lib/live-updates.ts';

/** A study path, its updates, documents and programs refresh every 10 s (part 2 §7, §9). */
export const STUDY_PATH_REFRESH_MS = 10_000;

/** Their polling: also in the background (§7); none while the live stream is open (decision 023). */
export const useStudyPathPolling = () =>
  useLivePolling(STUDY_PATH_REFRESH_MS, { inBackground: true });
