import { guardianAccessSchema, type GuardianAccess } from '@studypath/domain/guardians';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.ts';
import { guardianAccessKey } from './query-keys.ts';

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/guardian-access (student): the guardians who follow them, and whether they may end it. */
export async function getGuardianAccess(context: QueryFunctionContext): Promise<GuardianAccess> {
  return readGuardianAccess(await fetchJson(context));
}

/** The answer's body checked with the domain schema (also the dashboard's inlined first data). */
export function readGuardianAccess(body: unknown): GuardianAccess {
  return guardianAccessSchema.parse(body);
}

export function useGuardianAccess() {
  return useQuery({ queryKey: guardianAccessKey, queryFn: getGuardianAccess });
}
