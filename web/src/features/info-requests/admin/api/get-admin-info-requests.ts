import { adminInfoRequestListSchema, type AdminInfoRequest } from '@studypath/domain/info-requests';
import type { ConsultantFilter } from '@studypath/domain/team';
import { keepPreviousData, useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import {
  fetchJsonWithParams,
  type ParamsQueryKey,
} from '../../../../lib/fetch-json-with-params.ts';
import { useInfoRequestsPolling } from '../lib/info-requests-polling.ts';
import { adminInfoRequestsKey } from './query-keys.ts';

/**
 * GET /api/admin/info-requests?consultant=me|all: the consultant's own students' requests (me) or
 * everyone's (all), newest first.
 */
export async function getAdminInfoRequests(
  context: QueryFunctionContext<ParamsQueryKey>,
): Promise<AdminInfoRequest[]> {
  return adminInfoRequestListSchema.parse(await fetchJsonWithParams(context));
}

const listKey = (consultant: ConsultantFilter): ParamsQueryKey => [
  adminInfoRequestsKey[0],
  { consultant },
];

/**
 * Mine or All: always said, the server's default being all. The requests shown stay on screen
 * (and the tab chosen) while the other choice loads.
 */
export function useAdminInfoRequests(consultant: ConsultantFilter) {
  return useQuery({
    queryKey: listKey(consultant),
    queryFn: getAdminInfoRequests,
    placeholderData: keepPreviousData,
    ...useInfoRequestsPolling(),
  });
}
