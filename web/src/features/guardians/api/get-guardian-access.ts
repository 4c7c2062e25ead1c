import { guardianAccessSchema, type GuardianAccess } from '@studypath/domain/guardians';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.ts';
import { guardianAccessKey } from './query-keys.ts';

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/guardian-access (student): the guardians who follow them, and whether they may end it. */
export async function getGuardianAccess(context: QueryFunctionContext): Promise<GuardianAccess> {
  return guardianAccessSchema.parse(await fetchJson(context));
}

export function useGuardianAccess() {
  return useQuery({ queryKey: guardianAccessKey, queryFn: getGuardianAccess });
}
