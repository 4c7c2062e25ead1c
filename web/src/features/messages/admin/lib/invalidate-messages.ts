import type { QueryClient } from '@tanstack/react-query';
import { threadListsKey, threadMessagesKey } from '../api/query-keys.ts';

/** After reading: the thread list, whose unread counts change. */
export function invalidateThreadLists(queryClient: QueryClient): Promise<unknown> {
  return queryClient.invalidateQueries({ queryKey: threadListsKey });
}

/** After sending (or failing to: a 409 means closed meanwhile): the thread and the lists. */
export function invalidateAfterSending(
  queryClient: QueryClient,
  threadId: string,
): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: threadMessagesKey(threadId) }),
    invalidateThreadLists(queryClient),
  ]);
}
