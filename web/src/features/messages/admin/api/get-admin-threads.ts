import { adminThreadSchema, type AdminThread } from '@studypath/domain/messages';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import {
  fetchJsonWithParams,
  type ParamsQueryKey,
} from '../../../../lib/fetch-json-with-params.ts';
import { THREAD_LIST_REFRESH_MS, usePolling } from '../lib/polling.ts';
import { adminThreadsKey } from './query-keys.ts';

const threadListSchema = adminThreadSchema.array();

/** GET /api/messages/threads?includeClosed=true: every thread, with its student. */
export async function getAdminThreads(
  context: QueryFunctionContext<ParamsQueryKey>,
): Promise<AdminThread[]> {
  return threadListSchema.parse(await fetchJsonWithParams(context));
}

export function useAdminThreads() {
  return useQuery({
    queryKey: adminThreadsKey,
    queryFn: getAdminThreads,
    ...usePolling(THREAD_LIST_REFRESH_MS),
  });
}
