import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { threadListsKey } from './query-keys.ts';

/** POST /api/messages/thread/{id}/mark-read: the student's messages in it are read, 204. */
export async function markThreadRead(threadId: string): Promise<void> {
  await apiRequest('POST', `/api/messages/thread/${encodeURIComponent(threadId)}/mark-read`);
}

export function useMarkThreadRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markThreadRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: threadListsKey }),
  });
}
