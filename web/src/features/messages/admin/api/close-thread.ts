import { apiRequest } from '../../../../lib/api-client.ts';
import { useChange, type MutationCallbacks } from '../../../../lib/use-change.ts';
import { threadListsKey } from './query-keys.ts';

/** DELETE /api/admin/messages/threads/{id}: closes the thread (kept, moved to Closed), 204. */
export async function closeThread(threadId: string): Promise<void> {
  await apiRequest('DELETE', `/api/admin/messages/threads/${encodeURIComponent(threadId)}`);
}

export const useCloseThread = (callbacks: MutationCallbacks) =>
  useChange(closeThread, () => [threadListsKey], callbacks);
