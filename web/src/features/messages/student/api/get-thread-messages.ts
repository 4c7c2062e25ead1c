import { threadMessagesResponseSchema, type ThreadMessage } from '@studypath/domain/messages';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../../lib/api-client.ts';
import { useLivePollInterval } from '../../../../lib/live-updates.ts';
import { OPEN_THREAD_REFRESH_MS } from '../lib/refresh-intervals.ts';

export const threadMessagesQueryKey = (threadId: string) =>
  ['/api/messages/thread', encodeURIComponent(threadId)] as const;

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/messages/thread/{id}: the thread's messages, oldest first. */
export async function getThreadMessages(context: QueryFunctionContext): Promise<ThreadMessage[]> {
  return threadMessagesResponseSchema.parse(await fetchJson(context));
}

/** The open thread's messages; nothing is fetched while no thread is open. */
export function useThreadMessages(threadId: string | null) {
  return useQuery({
    queryKey: threadMessagesQueryKey(threadId ?? ''),
    queryFn: getThreadMessages,
    enabled: threadId !== null,
    refetchInterval: useLivePollInterval(OPEN_THREAD_REFRESH_MS),
  });
}
