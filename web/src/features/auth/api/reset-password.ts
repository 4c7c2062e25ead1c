import type { ResetPasswordRequest } from '@studypath/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Sets a new password with the single-use token of a reset link (spec §7). */
export async function resetPassword(data: ResetPasswordRequest): Promise<void> {
  await apiRequest('POST', '/api/auth/reset-password', data);
}

interface UseResetPasswordOptions {
  onSuccess: () => void;
  onError: (error: Error) => void;
}

export function useResetPassword({ onSuccess, onError }: UseResetPasswordOptions) {
  return useMutation({ mutationFn: resetPassword, onSuccess, onError });
}
