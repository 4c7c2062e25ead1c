import type { StudentThread } from '@studypath/domain/messages';
import { useEffect, useRef } from 'react';
import { useMarkThreadRead } from '../api/mark-thread-read.ts';

/**
 * Opening a thread with unread messages marks it read (part 2 §4), and so does a new consultant
 * message arriving while it is open. Each state of the thread (its id and last activity) is
 * posted once, so a failed call is not repeated on every render.
 */
export function useMarkReadOnOpen(thread: StudentThread | null): void {
  const { mutate: markRead } = useMarkThreadRead();
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
