import { studentThreadSchema, type StudentThread } from '@studypath/domain/messages';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../../lib/api-client.ts';
import { useLivePollInterval } from '../../../../lib/live-updates.ts';
import { THREAD_LIST_REFRESH_MS } from '../lib/refresh-intervals.ts';

export const threadsQueryKey = ['/api/messages/threads'] as const;

const fetchJson = getQueryFn({ on401: 'throw' });
const threadListSchema = studentThreadSchema.array();

/** GET /api/messages/threads: the student's threads, open and closed. */
export async function getThreads(context: QueryFunctionContext): Promise<StudentThread[]> {
  return threadListSchema.parse(await fetchJson(context));
}

export function useThreads() {
  return useQuery({
    queryKey: threadsQueryKey,
    queryFn: getThreads,
    refetchInterval: useLivePollInterval(THREAD_LIST_REFRESH_MS),
  });
}
