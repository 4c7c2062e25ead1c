import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { applicationQueryKey } from './get-application.ts';
import { applicationsQueryKey } from './get-applications.ts';
import { myApplicationQueryKey } from './get-my-application.ts';

/** DELETE /api/applications/{id}: one of the student's own study paths. */
export async function deleteApplication(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/applications/${encodeURIComponent(id)}`);
}

interface UseDeleteApplicationOptions {
  onSuccess: () => void;
  onError: (error: Error) => void;
}

export function useDeleteApplication({ onSuccess, onError }: UseDeleteApplicationOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApplication,
    onSuccess: async (_data, id) => {
      // The path and its updates, programs and documents are gone: drop them from the cache.
      queryClient.removeQueries({ queryKey: applicationQueryKey(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: myApplicationQueryKey }),
      ]);
      onSuccess();
    },
    onError,
  });
}
