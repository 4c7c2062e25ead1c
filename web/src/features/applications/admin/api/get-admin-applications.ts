import {
  adminApplicationListResponseSchema,
  type AdminApplicationListResponse,
  type ApplicationStatusFilter,
} from '@studypath/domain/applications';
import type { ConsultantFilter } from '@studypath/domain/team';
import { keepPreviousData, useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import {
  fetchJsonWithParams,
  type ParamsQueryKey,
} from '../../../../lib/fetch-json-with-params.ts';
import { useAdminPolling } from '../lib/admin-polling.ts';
import { adminApplicationsKey } from './query-keys.ts';

export interface AdminApplicationListParams {
  search: string;
  status: ApplicationStatusFilter;
  /** Mine (me) or everyone's (all): always sent, the server's default being all. */
  consultant: ConsultantFilter;
  page: number;
  pageSize: number;
}

/** 'All Status' is the server's default, so it is left out of the address. */
const listKey = ({
  search,
  status,
  consultant,
  page,
  pageSize,
}: AdminApplicationListParams): ParamsQueryKey => [
  adminApplicationsKey[0],
  { search, status: status === 'all' ? undefined : status, consultant, page, pageSize },
];

/**
 * GET /api/admin/applications?search=&status=&consultant=&page=&pageSize=: one page, newest
 * first.
 */
export async function getAdminApplications(
  context: QueryFunctionContext<ParamsQueryKey>,
): Promise<AdminApplicationListResponse> {
  return adminApplicationListResponseSchema.parse(await fetchJsonWithParams(context));
}

/** The page shown stays on screen while the next one (another page or filter) loads. */
export function useAdminApplications(params: AdminApplicationListParams) {
  return useQuery({
    queryKey: listKey(params),
    queryFn: getAdminApplications,
    placeholderData: keepPreviousData,
    ...useAdminPolling(),
  });
}
