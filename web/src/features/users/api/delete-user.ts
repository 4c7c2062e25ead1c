import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminStatsKey, adminUserKey, adminUsersKey } from './query-keys.ts';

/**
 * DELETE /api/admin/users/{id}: the account with everything it holds. The server refuses (409)
 * one's own account and the last administrator.
 */
export async function deleteUser(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/admin/users/${encodeURIComponent(id)}`);
}

export function useDeleteUser({
  onSuccess,
  onError,
}: {
  onSuccess: () => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async (_, id) => {
      onSuccess();
      queryClient.removeQueries({ queryKey: adminUserKey(id), exact: true });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersKey }),
        queryClient.invalidateQueries({ queryKey: adminStatsKey }),
      ]);
    },
    onError,
  });
}
