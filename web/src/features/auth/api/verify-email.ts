import type { VerifyEmailRequest } from '@studypath/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Spends the single-use token of a verification link (spec §7); the answer body is not read. */
export async function verifyEmail(data: VerifyEmailRequest): Promise<void> {
  await apiRequest('POST', '/api/auth/verify-email', data);
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
