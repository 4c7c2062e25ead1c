import type { ForgotPasswordRequest } from '@studypath/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Asks for a password reset link (spec §7). The server answers alike whether or not the address
 * has an account, so success only means the request was accepted.
 */
export async function requestPasswordReset(data: ForgotPasswordRequest): Promise<void> {
  await apiRequest('POST', '/api/auth/forgot-password', data);
}

interface UseRequestPasswordResetOptions {
  onSuccess: () => void;
  onError: (error: Error) => void;
}

export function useRequestPasswordReset({ onSuccess, onError }: UseRequestPasswordResetOptions) {
  return useMutation({ mutationFn: requestPasswordReset, onSuccess, onError });
}
