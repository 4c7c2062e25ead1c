import type { RegisterRequest } from '@studypath/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

/** Creates an unverified student account; the server emails a verification link (spec §7). */
export async function register(data: RegisterRequest): Promise<void> {
  // The account keeps the language the student registers in (issue 27): it is their emails'.
  await apiRequest('POST', '/api/auth/register', { ...data, language: currentLanguage() });
}

interface UseRegisterOptions {
  onSuccess: () => void;
  onError: (error: Error) => void;
}

export function useRegister({ onSuccess, onError }: UseRegisterOptions) {
  return useMutation({ mutationFn: register, onSuccess, onError });
}
