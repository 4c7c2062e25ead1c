import { adminInfoRequestListSchema, type AdminInfoRequest } from '@studypath/domain/info-requests';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../../lib/api-client.ts';
import { useInfoRequestsPolling } from '../lib/info-requests-polling.ts';
import { adminInfoRequestsKey } from './query-keys.ts';

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/admin/info-requests: every request, newest first. */
export async function getAdminInfoRequests(
  context: QueryFunctionContext,
): Promise<AdminInfoRequest[]> {
  return adminInfoRequestListSchema.parse(await fetchJson(context));
}

export function useAdminInfoRequests() {
  return useQuery({
    queryKey: adminInfoRequestsKey,
    queryFn: getAdminInfoRequests,
    ...useInfoRequestsPolling(),
  });
}
