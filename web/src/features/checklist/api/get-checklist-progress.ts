import {
  checklistProgressResponseSchema,
  type ChecklistProgressResponse,
} from '@studypath/domain/checklist';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error.ts';
import { fetchJsonConditionally } from '../../../lib/conditional-fetch.ts';
import { urlWithParams } from '../../../lib/fetch-json-with-params.ts';
import { useLivePolling } from '../../../lib/live-updates.ts';
import { CHECKLIST_REFRESH_MS } from './get-checklist.ts';
import { checklistProgressKey } from './query-keys.ts';

type ProgressKey = ReturnType<typeof checklistProgressKey>;

/** The server takes at most this many paths a call; the list's pages are smaller. */
export const CHECKLIST_PROGRESS_MAX_IDS = 100;

/**
 * GET /api/admin/checklist-progress?ids=a,b: each listed path's done, total and awaiting review.
 * Its key is not its address (see checklistProgressKey), so it fetches as the list does itself:
 * a background refetch marked passive (polling keeps no idle session alive), a refusal thrown.
 */
export async function getChecklistProgress({
  queryKey,
  signal,
  client,
}: QueryFunctionContext<ProgressKey>): Promise<ChecklistProgressResponse> {
  const headers = new Headers();
  if ((client.getQueryState(queryKey)?.dataUpdatedAt ?? 0) > 0) {
    headers.set('X-Session-Activity', 'passive');
  }
  const url = urlWithParams('/api/admin/checklist-progress', { ids: queryKey[2] });
  const answer = await fetchJsonConditionally(url, { headers, signal });
  if (!answer.ok) throw await ApiError.fromResponse(answer.res);
  return checklistProgressResponseSchema.parse(answer.body);
}

/** One call for the ids on the page; none while the page has no rows. */
export function useChecklistProgress(applicationIds: readonly string[]) {
  const ids = applicationIds.slice(0, CHECKLIST_PROGRESS_MAX_IDS);
  return useQuery({
    queryKey: checklistProgressKey(ids),
    queryFn: getChecklistProgress,
    enabled: ids.length > 0,
    ...useLivePolling(CHECKLIST_REFRESH_MS, { inBackground: true }),
  });
}
