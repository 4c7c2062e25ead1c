import { adminApplicationSchema, type AdminApplication } from '@studypath/domain/applications';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../../lib/api-client.ts';
import { useAdminPolling } from '../lib/admin-polling.ts';
import { adminApplicationKey } from './query-keys.ts';

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/admin/applications/{id}: the path with its student's profile and internal notes. */
export async function getAdminApplication(
  context: QueryFunctionContext,
): Promise<AdminApplication> {
  return adminApplicationSchema.parse(await fetchJson(context));
}

export function useAdminApplication(id: string) {
  return useQuery({
    queryKey: adminApplicationKey(id),
    queryFn: getAdminApplication,
    ...useAdminPolling(),
  });
}
