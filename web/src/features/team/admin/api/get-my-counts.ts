import { myCountsSchema, type MyCounts } from '@studypath/domain/team';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../../lib/api-client.ts';
import { useLivePolling } from '../../../../lib/live-updates.ts';

/** lib/live-updates.ts names this path under the four lists' kinds of change. */
export const myCountsQueryKey = ['/api/admin/team/my-counts'] as const;

/** Like the consultant's lists it counts (part 2 §9): every 10 s while the live stream is down. */
export const MY_COUNTS_POLL_MS = 10_000;

const none: MyCounts = { applications: 0, messages: 0, infoRequests: 0, documents: 0 };

const fetchJson = getQueryFn({ on401: 'throw' });

/**
 * GET /api/admin/team/my-counts: what waits on the signed-in consultant. A failed call counts as
 * none, without an error state: the badges are a hint beside the lists, and keeping data in the
 * cache makes the next poll a passive refetch, so it cannot keep an idle session alive.
 */
export async function getMyCounts(context: QueryFunctionContext): Promise<MyCounts> {
  try {
    return myCountsSchema.parse(await fetchJson(context));
  } catch {
    return none;
  }
}

/** The sidebar's counts (issue 29): the consultant's own, none until they arrive. */
export function useMyCounts(): MyCounts {
  const { data } = useQuery({
    queryKey: myCountsQueryKey,
    queryFn: getMyCounts,
    ...useLivePolling(MY_COUNTS_POLL_MS, { inBackground: true }),
  });
  return data ?? none;
}
