import { messageSchema, type ThreadMessage } from '@studypath/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { attachmentFor } from '../../../../lib/message-attachment.ts';
import { threadListsKey, threadMessagesKey } from './query-keys.ts';

export interface SendMessageInput {
  threadId: string;
  content: string;
  file: File | null;
  onProgress?: (percent: number) => void;
}

/** POST /api/messages, after uploading the file if there is one. A closed thread answers 409. */
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

/** The thread and the lists are read again whatever the outcome (a 409: closed meanwhile). */
export function useSendMessage({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess,
    onSettled: async (_message, _error, { threadId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: threadMessagesKey(threadId) }),
        queryClient.invalidateQueries({ queryKey: threadListsKey }),
      ]);
    },
  });
}
