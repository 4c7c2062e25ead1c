import type { SimulatedCardPaymentRequest } from '@studypath/domain/payments';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/guardian/payments/simulated/confirm: the simulated provider's card form, as the
 * student's; 402 when the card is declined, 400 with the fields' problems.
 */
export async function confirmGuardianSimulatedPayment(
  body: SimulatedCardPaymentRequest,
): Promise<void> {
  const res = await apiRequest('POST', '/api/guardian/payments/simulated/confirm', body);
  // The answer is the paid path; the area refetches the student's paths and payments instead.
  await res.body?.cancel();
}

export function useConfirmGuardianSimulatedPayment() {
  return useMutation({ mutationFn: confirmGuardianSimulatedPayment });
}
