import type { ResendVerificationRequest } from '@studypath/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Asks for a new verification link (decision 010). The server answers alike whether or not the
 * address has an account waiting for verification, so success only means the request was taken.
 */
export async function resendVerification(data: ResendVerificationRequest): Promise<void> {
  await apiRequest('POST', '/api/auth/resend-verification', data);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
