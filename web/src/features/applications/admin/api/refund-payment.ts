import { adminPaymentSchema, type AdminPayment } from '@studypath/domain/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import type { MutationCallbacks } from '../../../../lib/use-change.ts';
import {
  adminApplicationKey,
  adminApplicationListsFilter,
  applicationPaymentsKey,
} from './query-keys.ts';

/**
 * POST /api/admin/payments/{id}/refund: gives a payment back in full through the provider, within
 * 7 days of it (409 with the reason otherwise). Answers the refunded payment.
 */
export async function refundPayment(paymentId: string): Promise<AdminPayment> {
  const res = await apiRequest(
    'POST',
    `/api/admin/payments/${encodeURIComponent(paymentId)}/refund`,
  );
  return adminPaymentSchema.parse(await res.json());
}

/** The path's payments, its package (back to the tier it had before) and the lists are read again. */
export function useRefundPayment(applicationId: string, { onSuccess, onError }: MutationCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: async () => {
      onSuccess();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationPaymentsKey(applicationId) }),
        queryClient.invalidateQueries({
          queryKey: adminApplicationKey(applicationId),
          exact: true,
        }),
        queryClient.invalidateQueries(adminApplicationListsFilter),
      ]);
    },
    onError: (error) => {
      onError(error);
      // Refused as no longer refundable (or already refunded): show the payment as it now stands.
      void queryClient.invalidateQueries({ queryKey: applicationPaymentsKey(applicationId) });
    },
  });
}
