import type { QueryClient } from '@tanstack/react-query';
import { threadMessagesQueryKey } from '../api/get-thread-messages.ts';
import { threadsQueryKey } from '../api/get-threads.ts';
import { unreadCountQueryKey } from '../api/get-unread-count.ts';

/** After reading or sending: the thread list and the unread count (part 2 §7). */
export function invalidateThreadsAndUnreadCount(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: threadsQueryKey }),
    queryClient.invalidateQueries({ queryKey: unreadCountQueryKey }),
  ]);
}

/** After sending (or failing to): the thread's messages too. */
export function invalidateAfterSending(
  queryClient: QueryClient,
  threadId: string,
): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: threadMessagesQueryKey(threadId) }),
    invalidateThreadsAndUnreadCount(queryClient),
  ]);
}
