import { applicationSchema, type Application } from '@studypath/domain/applications';
import type { SimulatedCardPaymentRequest } from '@studypath/domain/payments';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';

/**
 * POST /api/payments/simulated/confirm: the simulated provider's card form (no Stripe account
 * configured). Answers the paid path; 402 when the card is declined, 400 with field details.
 */
export async function confirmSimulatedPayment(
  body: SimulatedCardPaymentRequest,
): Promise<Application> {
  const res = await apiRequest('POST', '/api/payments/simulated/confirm', body);
  return applicationSchema.parse(await res.json());
}

interface UseConfirmSimulatedPaymentOptions {
  onSuccess: (application: Application) => void;
  onError: (error: Error) => void;
}

export function useConfirmSimulatedPayment({
  onSuccess,
  onError,
}: UseConfirmSimulatedPaymentOptions) {
  return useMutation({ mutationFn: confirmSimulatedPayment, onSuccess, onError });
}
