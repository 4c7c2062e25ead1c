import { adminGuardianConsentSchema, type AdminGuardianConsent } from '@studypath/domain/guardians';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.ts';
import { adminGuardianConsentKey } from './query-keys.ts';

const fetchJson = getQueryFn({ on401: 'throw' });

/**
 * GET /api/admin/users/{id}/guardian-consent: the student's consent state and every decision,
 * oldest first; 404 for an unknown user.
 */
export async function getAdminGuardianConsent(
  context: QueryFunctionContext,
): Promise<AdminGuardianConsent> {
  return adminGuardianConsentSchema.parse(await fetchJson(context));
}

/** Fetched each time the user dialog or the study path page shows it, as the user is. */
export function useAdminGuardianConsent(userId: string) {
  return useQuery({
    queryKey: adminGuardianConsentKey(userId),
    queryFn: getAdminGuardianConsent,
    staleTime: 0,
  });
}
