import { messageSchema, type ThreadMessage } from '@studypath/domain/messages';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { attachmentFor } from '../../../../lib/message-attachment.ts';

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
 * `refresh` reads the thread and this side's lists again afterwards, whatever the outcome: a
 * refusal (409) means the thread was closed meanwhile, which the list then shows.
 */
export function useSendMessage(
  refresh: (queryClient: QueryClient, threadId: string) => Promise<unknown>,
  onSuccess?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess,
    onSettled: async (_message, _error, { threadId }) => {
      await refresh(queryClient, threadId);
    },
  });
}
