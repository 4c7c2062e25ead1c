import type { PathHandover } from '@studypath/domain/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminUserKey, adminUsersKey, staleAfterHandover } from './query-keys.ts';

export interface DeleteUserVariables extends PathHandover {
  id: string;
}

/**
 * DELETE /api/admin/users/{id}: the account with everything it holds. An administrator's study
 * paths go to `reassignTo`, or, absent, are shared out by caseload (issue 29). The server refuses
 * (409) one's own account and the last administrator.
 */
export async function deleteUser({ id, reassignTo }: DeleteUserVariables): Promise<void> {
  const query = reassignTo ? `?${new URLSearchParams({ reassignTo }).toString()}` : '';
  await apiRequest('DELETE', `/api/admin/users/${encodeURIComponent(id)}${query}`);
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
    onSuccess: async (_, { id }) => {
      onSuccess();
      queryClient.removeQueries({ queryKey: adminUserKey(id), exact: true });
      await Promise.all(
        [adminUsersKey, ...staleAfterHandover].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError,
  });
}
