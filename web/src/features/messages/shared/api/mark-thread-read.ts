import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';

/** POST /api/messages/thread/{id}/mark-read: the other side's messages in it are read, 204. */
export async function markThreadRead(threadId: string): Promise<void> {
  await apiRequest('POST', `/api/messages/thread/${encodeURIComponent(threadId)}/mark-read`);
}

/** Once read, `refresh` reads again what counts the unread messages on this side. */
export function useMarkThreadRead(refresh: (queryClient: QueryClient) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markThreadRead,
    onSuccess: () => refresh(queryClient),
  });
}
