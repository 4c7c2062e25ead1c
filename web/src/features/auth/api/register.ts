import type { RegisterRequest } from '@studypath/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Creates an unverified student account; the server emails a verification link (spec §7). */
export async function register(data: RegisterRequest): Promise<void> {
  await apiRequest('POST', '/api/auth/register', data);
}

interface UseRegisterOptions {
  onSuccess: () => void;
  onError: (error: Error) => void;
}

export function useRegister({ onSuccess, onError }: UseRegisterOptions) {
  return useMutation({ mutationFn: register, onSuccess, onError });
}
