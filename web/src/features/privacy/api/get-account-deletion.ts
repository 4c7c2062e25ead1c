import { accountDeletionStateSchema, type AccountDeletionState } from '@studypath/domain/privacy';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.ts';

export const accountDeletionKey = ['/api/privacy/deletion'] as const;

const fetchJson = getQueryFn({ on401: 'throw' });

/**
 * GET /api/privacy/deletion (student, guardian): whether the account is scheduled for deletion and
 * when, and which records would be kept sealed, each until when.
 */
export async function getAccountDeletion(
  context: QueryFunctionContext,
): Promise<AccountDeletionState> {
  return accountDeletionStateSchema.parse(await fetchJson(context));
}

export function useAccountDeletion(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: accountDeletionKey,
    queryFn: getAccountDeletion,
    enabled: options.enabled ?? true,
  });
}
