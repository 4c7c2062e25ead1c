import {
  paymentIntentResponseSchema,
  type CreatePaymentIntentRequest,
  type PaymentIntentResponse,
} from '@studypath/domain/payments';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';

/**
 * POST /api/create-payment-intent: the server computes what is due for the tier; a free one is
 * activated at once (isFree), otherwise the answer carries the client secret the card form confirms.
 */
export async function createPaymentIntent(
  body: CreatePaymentIntentRequest,
): Promise<PaymentIntentResponse> {
  const res = await apiRequest('POST', '/api/create-payment-intent', body);
  return paymentIntentResponseSchema.parse(await res.json());
}

interface UseCreatePaymentIntentOptions {
  onSuccess: (intent: PaymentIntentResponse) => void;
  onError: (error: Error) => void;
}

export function useCreatePaymentIntent({ onSuccess, onError }: UseCreatePaymentIntentOptions) {
  return useMutation({ mutationFn: createPaymentIntent, onSuccess, onError });
}
