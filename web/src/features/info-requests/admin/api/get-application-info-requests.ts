import { adminInfoRequestListSchema, type AdminInfoRequest } from '@studypath/domain/info-requests';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../../lib/api-client.ts';
import { useInfoRequestsPolling } from '../lib/info-requests-polling.ts';
import { applicationInfoRequestsKey } from './query-keys.ts';

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/admin/info-requests/application/{id}: the requests about one path, newest first. */
export async function getApplicationInfoRequests(
  context: QueryFunctionContext,
): Promise<AdminInfoRequest[]> {
  return adminInfoRequestListSchema.parse(await fetchJson(context));
}

export function useApplicationInfoRequests(applicationId: string) {
  return useQuery({
    queryKey: applicationInfoRequestsKey(applicationId),
    queryFn: getApplicationInfoRequests,
    ...useInfoRequestsPolling(),
  });
}
