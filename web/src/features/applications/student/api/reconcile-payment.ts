import { applicationSchema, type Application } from '@studypath/domain/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { applicationQueryKey } from './get-application.ts';
import { applicationUpdatesQueryKey } from './get-application-updates.ts';
import { applicationsQueryKey } from './get-applications.ts';
import { myApplicationQueryKey } from './get-my-application.ts';

/**
 * POST /api/applications/{id}/payment/reconcile: asks the server to check the path's pending
 * payment with the provider (decision 024), so the page is right before the webhook arrives.
 * Answers the path as it now stands.
 */
export async function reconcilePayment(id: string): Promise<Application> {
  const res = await apiRequest(
    'POST',
    `/api/applications/${encodeURIComponent(id)}/payment/reconcile`,
  );
  return applicationSchema.parse(await res.json());
}

/**
 * The answer replaces the cached path at once; the path is then read again all the same (a read
 * started before the reconcile may still be on its way with the older state, and is cancelled),
 * and so are the lists that show its payment and its updates (where a payment is recorded).
 */
export function useReconcilePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reconcilePayment,
    onSuccess: async (application, id) => {
      queryClient.setQueryData(applicationQueryKey(id), application);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationQueryKey(id), exact: true }),
        queryClient.invalidateQueries({ queryKey: applicationUpdatesQueryKey(id), exact: true }),
        queryClient.invalidateQueries({ queryKey: applicationsQueryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: myApplicationQueryKey }),
      ]);
    },
    // Nothing to tell the student: the webhook records the payment anyway, and the page keeps
    // refreshing the path; read it again now in case the call failed after the change.
    onError: async (_error, id) => {
      await queryClient.invalidateQueries({ queryKey: applicationQueryKey(id), exact: true });
    },
  });
}
