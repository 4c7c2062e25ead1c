import { useLivePolling } from '../../../../lib/live-updates.ts';

/** The consultant's information requests refresh every 10 s, like the rest of the admin (§9). */
export const ADMIN_INFO_REQUESTS_REFRESH_MS = 10_000;

/** Also in the background; not at all while the live stream is open (decision 023). */
export const useInfoRequestsPolling = () =>
  useLivePolling(ADMIN_INFO_REQUESTS_REFRESH_MS, { inBackground: true });
