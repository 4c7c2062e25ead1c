import { adminThreadSchema, type AdminThread } from '@studypath/domain/messages';
import type { ConsultantFilter } from '@studypath/domain/team';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import {
  fetchJsonWithParams,
  type ParamsQueryKey,
} from '../../../../lib/fetch-json-with-params.ts';
import { THREAD_LIST_REFRESH_MS, usePolling } from '../lib/polling.ts';
import { adminThreadsKey } from './query-keys.ts';

const threadListSchema = adminThreadSchema.array();

/** GET /api/messages/threads?includeClosed=true&consultant=: the threads, with their student. */
export async function getAdminThreads(
  context: QueryFunctionContext<ParamsQueryKey>,
): Promise<AdminThread[]> {
  return threadListSchema.parse(await fetchJsonWithParams(context));
}

/** Mine (me) or everyone's (all); `isEnabled` false asks nothing (everyone's, until needed). */
export function useAdminThreads(consultant: ConsultantFilter, { isEnabled = true } = {}) {
  return useQuery({
    queryKey: adminThreadsKey(consultant),
    queryFn: getAdminThreads,
    enabled: isEnabled,
    ...usePolling(THREAD_LIST_REFRESH_MS),
  });
}
