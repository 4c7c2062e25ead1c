// Read by the student's payment screen and the guardian's pay section alike, under one cache key.
import {
  paymentConfigResponseSchema,
  type PaymentConfigResponse,
} from '@studypath/domain/payments';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../api-client.ts';

export const paymentConfigQueryKey = ['/api/payments/config'] as const;

const fetchJson = getQueryFn({ on401: 'throw' });

/**
 * GET /api/payments/config (any account): which card form to show (Stripe Elements or the
 * simulated one).
 */
export async function getPaymentConfig(
  context: QueryFunctionContext,
): Promise<PaymentConfigResponse> {
  return paymentConfigResponseSchema.parse(await fetchJson(context));
}

export function usePaymentConfig() {
  return useQuery({ queryKey: paymentConfigQueryKey, queryFn: getPaymentConfig });
}
