import { unreadCountResponseSchema } from '@studypath/domain/messages';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../../lib/api-client.ts';
import { useLivePollInterval } from '../../../../lib/live-updates.ts';

export const unreadCountQueryKey = ['/api/messages/unread-count'] as const;
export const UNREAD_COUNT_POLL_MS = 30_000;

const fetchJson = getQueryFn({ on401: 'throw' });

/**
 * GET /api/messages/unread-count answers a single number. A failed call counts as 0 without an
 * error state: the badge is a hint, and keeping data in the cache makes the next poll a passive
 * refetch, so a missing endpoint cannot keep an idle session alive.
 */
export async function getUnreadCount(context: QueryFunctionContext): Promise<number> {
  try {
    return readUnreadCount(await fetchJson(context));
  } catch {
    return 0;
  }
}

/** The answer's body checked with the domain schema (also a page's inlined first data). */
export function readUnreadCount(body: unknown): number {
  return unreadCountResponseSchema.parse(body);
}

/**
 * The unread message count: the sidebar badge and the dashboard read this one number. Polled
 * every 30 seconds (part 1 §7) while the live stream is down; the stream refreshes it otherwise.
 */
export function useUnreadCount(): number {
  const { data } = useQuery({
    queryKey: unreadCountQueryKey,
    queryFn: getUnreadCount,
    refetchInterval: useLivePollInterval(UNREAD_COUNT_POLL_MS),
  });
  return data ?? 0;
}
