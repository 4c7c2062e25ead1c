import { adminUserPaymentListResponseSchema, type AdminUserPayment } from '@studypath/domain/admin';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.ts';
import { adminUserPaymentsKey } from './query-keys.ts';

const fetchJson = getQueryFn({ on401: 'throw' });

/**
 * GET /api/admin/users/{id}/payments: every payment and refund of the student, those of deleted
 * study paths included (issue 23).
 */
export async function getAdminUserPayments(
  context: QueryFunctionContext,
): Promise<AdminUserPayment[]> {
  return adminUserPaymentListResponseSchema.parse(await fetchJson(context));
}

/** Fetched each time the dialog opens, like the user. */
export function useAdminUserPayments(id: string) {
  return useQuery({
    queryKey: adminUserPaymentsKey(id),
    queryFn: getAdminUserPayments,
    staleTime: 0,
  });
}
