import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useMarkThreadRead } from '../api/mark-thread-read.ts';

/** What either side's thread list says of a thread. */
interface OpenThread {
  id: string;
  unreadCount: number;
  updatedAt: string;
}

/**
 * Opening a thread with unread messages (the other side's) marks it read (part 2 §4), and so does
 * a new message arriving while it is open. Each state of the thread (its id and last activity) is
 * posted once, so a failed call is not repeated on every render. `refresh` reads again what
 * counts the unread messages on this side.
 */
export function useMarkReadOnOpen(
  thread: OpenThread | null,
  refresh: (queryClient: QueryClient) => Promise<unknown>,
): void {
  const { mutate: markRead } = useMarkThreadRead(refresh);
  const lastPosted = useRef<string | null>(null);
  const threadId = thread?.id ?? null;
  const pendingKey =
    thread !== null && thread.unreadCount > 0 ? `${thread.id}@${thread.updatedAt}` : null;

  useEffect(() => {
    if (threadId === null || pendingKey === null || lastPosted.current === pendingKey) return;
    lastPosted.current = pendingKey;
    markRead(threadId);
  }, [threadId, pendingKey, markRead]);
}
