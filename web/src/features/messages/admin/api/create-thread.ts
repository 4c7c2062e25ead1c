import {
  adminThreadSchema,
  type AdminCreateThreadRequest,
  type AdminThread,
} from '@studypath/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import type { MutationCallbacks } from '../../../../lib/use-change.ts';
import { adminThreadListsFilter, threadListsKey } from './query-keys.ts';

/** POST /api/admin/messages/threads: a thread with a student, and its first message; 201. */
export async function createThread(body: AdminCreateThreadRequest): Promise<AdminThread> {
  const res = await apiRequest('POST', '/api/admin/messages/threads', body);
  return adminThreadSchema.parse(await res.json());
}

/**
 * The new thread goes into the cached lists (Mine and All) at once, so it opens before they
 * refetch; Mine's answer then keeps it only if the student is the consultant's own.
 */
export function useCreateThread({ onSuccess, onError }: MutationCallbacks<AdminThread>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createThread,
    onSuccess: async (thread) => {
      // A list never read (All, until needed) stays unread rather than holding this one alone.
      queryClient.setQueriesData<AdminThread[]>(adminThreadListsFilter, (threads) =>
        threads === undefined
          ? undefined
          : [thread, ...threads.filter(({ id }) => id !== thread.id)],
      );
      onSuccess(thread);
      await queryClient.invalidateQueries({ queryKey: threadListsKey });
    },
    onError,
  });
}
