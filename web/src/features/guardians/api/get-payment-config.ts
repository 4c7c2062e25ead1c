import {
  paymentConfigResponseSchema,
  type PaymentConfigResponse,
} from '@studypath/domain/payments';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.ts';
import { paymentConfigKey } from './query-keys.ts';

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/payments/config (any account): whether payments are simulated or go to Stripe. */
export async function getPaymentConfig(
  context: QueryFunctionContext,
): Promise<PaymentConfigResponse> {
  return paymentConfigResponseSchema.parse(await fetchJson(context));
}

export function usePaymentConfig() {
  return useQuery({ queryKey: paymentConfigKey, queryFn: getPaymentConfig });
}
