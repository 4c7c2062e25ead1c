import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.ts';

export const unreadCountQueryKey = ['/api/messages/unread-count'] as const;
export const UNREAD_COUNT_POLL_MS = 30_000;

const fetchJson = getQueryFn({ on401: 'throw' });

function readCount(body: unknown): number {
  if (typeof body === 'number') return body;
  if (typeof body === 'object' && body !== null && 'count' in body) {
    return typeof body.count === 'number' ? body.count : 0;
  }
  return 0;
}

/**
 * GET /api/messages/unread-count answers a single number (`{ count }` is read too). A failed call
 * counts as 0 without an error state: the badge is a hint, and keeping data in the cache makes the
 * next poll a passive refetch, so a missing endpoint cannot keep an idle session alive.
 */
export async function getUnreadCount(context: QueryFunctionContext): Promise<number> {
  try {
    return readCount(await fetchJson(context));
  } catch {
    return 0;
  }
}

/** The unread message count, polled every 30 seconds (spec §9). */
export function useUnreadCount(): number {
  const { data } = useQuery({
    queryKey: unreadCountQueryKey,
    queryFn: getUnreadCount,
    refetchInterval: UNREAD_COUNT_POLL_MS,
  });
  return data ?? 0;
}
