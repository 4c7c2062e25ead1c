import { guardianPaymentListSchema, type GuardianPayment } from '@studypath/domain/guardians';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.ts';
import { guardianStudentKey } from './query-keys.ts';

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/guardian/students/{studentId}/payments: payments and refunds, with who paid. */
export async function getGuardianPayments(
  context: QueryFunctionContext,
): Promise<GuardianPayment[]> {
  return guardianPaymentListSchema.parse(await fetchJson(context));
}

export function useGuardianPayments(studentId: string) {
  return useQuery({
    queryKey: guardianStudentKey(studentId, 'payments'),
    queryFn: getGuardianPayments,
  });
}
