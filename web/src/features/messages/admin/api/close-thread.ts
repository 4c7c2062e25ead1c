import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import type { MutationCallbacks } from '../lib/mutation-callbacks.ts';
import { threadListsKey } from './query-keys.ts';

/** DELETE /api/admin/messages/threads/{id}: closes the thread (kept, moved to Closed), 204. */
export async function closeThread(threadId: string): Promise<void> {
  await apiRequest('DELETE', `/api/admin/messages/threads/${encodeURIComponent(threadId)}`);
}

export function useCloseThread({ onSuccess, onError }: MutationCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeThread,
    onSuccess: async () => {
      onSuccess();
      await queryClient.invalidateQueries({ queryKey: threadListsKey });
    },
    onError,
  });
}
