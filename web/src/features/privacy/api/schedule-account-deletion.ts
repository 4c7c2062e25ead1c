import {
  accountDeletionStateSchema,
  type AccountDeletionState,
  type ScheduleAccountDeletionRequest,
} from '@studypath/domain/privacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { markDeletionNoticeSeen } from '../lib/deletion-notice-seen.ts';
import { accountDeletionKey } from './get-account-deletion.ts';

/**
 * POST /api/privacy/deletion: schedules the account's deletion in 30 days (403
 * account_deletion.wrong_password, 409 account_deletion.already_scheduled); answers the state.
 */
export async function scheduleAccountDeletion(
  request: ScheduleAccountDeletionRequest,
): Promise<AccountDeletionState> {
  const res = await apiRequest('POST', '/api/privacy/deletion', request);
  return accountDeletionStateSchema.parse(await res.json());
}

export function useScheduleAccountDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleAccountDeletion,
    onSuccess: (state) => {
      // Whoever just asked need not be told of it by the notice after signing in.
      if (state.scheduled) markDeletionNoticeSeen(state.scheduled.dueAt);
      queryClient.setQueryData(accountDeletionKey, state);
    },
    // Already scheduled (another tab): the page shows what the server holds.
    onError: () => queryClient.invalidateQueries({ queryKey: accountDeletionKey }),
  });
}
