import { messageSchema, type ThreadMessage } from '@studypath/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { attachmentFor } from '../../../../lib/message-attachment.ts';
import { invalidateThreadsAndUnreadCount } from '../lib/invalidate-messages.ts';
import { threadMessagesQueryKey } from './get-thread-messages.ts';

export interface SendMessageInput {
  threadId: string;
  content: string;
  file: File | null;
  onProgress?: (percent: number) => void;
}

/**
 * POST /api/messages, after uploading the file if there is one; answers the message, 201. A closed
 * thread answers 409.
 */
export async function sendMessage({
  threadId,
  content,
  file,
  onProgress,
}: SendMessageInput): Promise<ThreadMessage> {
  const attachment = await attachmentFor(file, onProgress);
  const res = await apiRequest('POST', '/api/messages', { threadId, content, ...attachment });
  return messageSchema.parse(await res.json());
}

/**
 * Refreshes the thread, the list and the unread count afterwards, whatever the outcome: a refusal
 * (409) means the thread was closed meanwhile, which the list then shows.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSettled: async (_message, _error, { threadId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: threadMessagesQueryKey(threadId) }),
        invalidateThreadsAndUnreadCount(queryClient),
      ]);
    },
  });
}
