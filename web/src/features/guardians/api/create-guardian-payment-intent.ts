import {
  paymentIntentResponseSchema,
  type CreatePaymentIntentRequest,
  type PaymentIntentResponse,
} from '@studypath/domain/payments';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/guardian/students/{studentId}/create-payment-intent: as the student's own call, the
 * server computes what is due for the tier; isFree, or the client secret the card form confirms.
 */
export async function createGuardianPaymentIntent({
  studentId,
  ...body
}: CreatePaymentIntentRequest & { studentId: string }): Promise<PaymentIntentResponse> {
  const url = `/api/guardian/students/${encodeURIComponent(studentId)}/create-payment-intent`;
  const res = await apiRequest('POST', url, body);
  return paymentIntentResponseSchema.parse(await res.json());
}

export function useCreateGuardianPaymentIntent() {
  return useMutation({ mutationFn: createGuardianPaymentIntent });
}
