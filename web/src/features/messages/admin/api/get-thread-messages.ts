import { threadMessagesResponseSchema, type ThreadMessage } from '@studypath/domain/messages';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../../lib/api-client.ts';
import { OPEN_THREAD_REFRESH_MS, usePolling } from '../lib/polling.ts';
import { threadMessagesKey } from './query-keys.ts';

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/messages/thread/{id}: the messages, oldest first, with the senders' emails. */
export async function getThreadMessages(context: QueryFunctionContext): Promise<ThreadMessage[]> {
  return threadMessagesResponseSchema.parse(await fetchJson(context));
}

export function useThreadMessages(threadId: string) {
  return useQuery({
    queryKey: threadMessagesKey(threadId),
    queryFn: getThreadMessages,
    ...usePolling(OPEN_THREAD_REFRESH_MS),
  });
}
