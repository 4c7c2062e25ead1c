import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { guardianAccessKey } from './query-keys.ts';

/** DELETE /api/guardian-access/{linkId} (a student of 18 or older): 204, the guardian unlinked. */
export async function endGuardianAccess(linkId: string): Promise<void> {
  await apiRequest('DELETE', `/api/guardian-access/${encodeURIComponent(linkId)}`);
}

export function useEndGuardianAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endGuardianAccess,
    onSettled: () => queryClient.invalidateQueries({ queryKey: guardianAccessKey }),
  });
}
