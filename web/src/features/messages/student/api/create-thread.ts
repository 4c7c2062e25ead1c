import {
  studentThreadSchema,
  type CreateThreadRequest,
  type StudentThread,
} from '@studypath/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { threadsQueryKey } from './get-threads.ts';

/** POST /api/messages/threads: a new thread with its first message; answers the thread, 201. */
export async function createThread(body: CreateThreadRequest): Promise<StudentThread> {
  const res = await apiRequest('POST', '/api/messages/threads', body);
  return studentThreadSchema.parse(await res.json());
}

/** The new thread goes into the cached list at once, so it can open before the list refetches. */
export function useCreateThread({ onSuccess }: { onSuccess: (thread: StudentThread) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createThread,
    onSuccess: async (thread) => {
      queryClient.setQueryData<StudentThread[]>(threadsQueryKey, (threads) => [
        thread,
        ...(threads ?? []).filter(({ id }) => id !== thread.id),
      ]);
      onSuccess(thread);
      await queryClient.invalidateQueries({ queryKey: threadsQueryKey });
    },
  });
}
