import type { CurrentUser } from '@studypath/domain/auth';
import { loginResponseSchema } from '@studypath/domain/auth';
import type { GuardianAccountRequest } from '@studypath/domain/guardians';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

/**
 * POST /api/guardian/account (public): after a consent, creates the guardian account for the
 * invited email, links the student and signs in; 201 {user}. Refused with 409
 * guardian.account_exists, the link codes, or 400 with the fields' problems.
 */
export async function createGuardianAccount(body: GuardianAccountRequest): Promise<CurrentUser> {
  // The account keeps the language the guardian reads this page in (issue 27).
  const res = await apiRequest('POST', '/api/guardian/account', {
    ...body,
    language: currentLanguage(),
  });
  return loginResponseSchema.parse(await res.json()).user;
}

export function useCreateGuardianAccount() {
  return useMutation({ mutationFn: createGuardianAccount });
}
