import {
  guardianConsentStatusSchema,
  type GuardianConsentStatus,
} from '@studypath/domain/guardians';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.ts';
import { guardianConsentStatusKey } from './query-keys.ts';

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/guardian-consent: the signed-in student's consent state (their dashboard card). */
export async function getGuardianConsentStatus(
  context: QueryFunctionContext,
): Promise<GuardianConsentStatus> {
  return guardianConsentStatusSchema.parse(await fetchJson(context));
}

/**
 * The guardian decides elsewhere, on their own device, and the live stream has no kind for it
 * (domain's liveEventKinds): the state is read again each time a screen that shows it opens and
 * when the student comes back to the tab.
 */
export function useGuardianConsentStatus() {
  return useQuery({
    queryKey: guardianConsentStatusKey,
    queryFn: getGuardianConsentStatus,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
