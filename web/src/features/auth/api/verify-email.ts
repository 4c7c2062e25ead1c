import type { VerifyEmailRequest, VerifyEmailResponse } from '@studypath/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type VerifyEmailOutcome = VerifyEmailResponse['outcome'];

/**
 * Spends the single-use token of a verification link (spec §7). The answer says whether it
 * verified the account or the account was verified already (the link opened a second time);
 * anything else reads as verified, as before the outcome existed.
 */
export async function verifyEmail(data: VerifyEmailRequest): Promise<VerifyEmailOutcome> {
  const res = await apiRequest('POST', '/api/auth/verify-email', data);
  const body: unknown = await res.json().catch(() => null);
  const isAlreadyVerified =
    typeof body === 'object' &&
    body !== null &&
    'outcome' in body &&
    body.outcome === 'already_verified';
  return isAlreadyVerified ? 'already_verified' : 'verified';
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
