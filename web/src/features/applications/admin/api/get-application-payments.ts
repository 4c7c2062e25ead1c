import { adminPaymentListResponseSchema, type AdminPayment } from '@studypath/domain/payments';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../../lib/api-client.ts';
import { useAdminPolling } from '../lib/admin-polling.ts';
import { applicationPaymentsKey } from './query-keys.ts';

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/admin/applications/{id}/payments: every payment and refund of the path. */
export async function getApplicationPayments(
  context: QueryFunctionContext,
): Promise<AdminPayment[]> {
  return adminPaymentListResponseSchema.parse(await fetchJson(context));
}

export function useApplicationPayments(id: string) {
  return useQuery({
    queryKey: applicationPaymentsKey(id),
    queryFn: getApplicationPayments,
    ...useAdminPolling(),
  });
}
