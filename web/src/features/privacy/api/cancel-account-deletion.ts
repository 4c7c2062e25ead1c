import { accountDeletionStateSchema, type AccountDeletionState } from '@studypath/domain/privacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { accountDeletionKey } from './get-account-deletion.ts';

/** DELETE /api/privacy/deletion: cancels the scheduled deletion; answers the state. */
export async function cancelAccountDeletion(): Promise<AccountDeletionState> {
  const res = await apiRequest('DELETE', '/api/privacy/deletion');
  return accountDeletionStateSchema.parse(await res.json());
}

export function useCancelAccountDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAccountDeletion,
    onSuccess: (state) => queryClient.setQueryData(accountDeletionKey, state),
  });
}
