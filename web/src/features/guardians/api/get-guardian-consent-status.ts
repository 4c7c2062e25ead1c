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
  return readGuardianConsentStatus(await fetchJson(context));
}

/** The answer's body checked with the domain schema (also the dashboard's inlined first data). */
export function readGuardianConsentStatus(body: unknown): GuardianConsentStatus {
  return guardianConsentStatusSchema.parse(body);
}

/** The guardian decides on their own device: the live stream's 'guardians' kind refetches it. */
export function useGuardianConsentStatus() {
  return useQuery({ queryKey: guardianConsentStatusKey, queryFn: getGuardianConsentStatus });
}
