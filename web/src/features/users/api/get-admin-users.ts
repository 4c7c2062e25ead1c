import {
  adminUserListResponseSchema,
  type AdminUserListResponse,
  type UserRoleFilter,
} from '@studypath/domain/admin';
import { keepPreviousData, useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { fetchJsonWithParams, type ParamsQueryKey } from '../../../lib/fetch-json-with-params.ts';
import { adminUsersKey } from './query-keys.ts';

export interface AdminUserListParams {
  search: string;
  role: UserRoleFilter;
  page: number;
  pageSize: number;
}

/** 'All Roles' is the server's default, so it is left out of the address. */
const listKey = ({ search, role, page, pageSize }: AdminUserListParams): ParamsQueryKey => [
  adminUsersKey[0],
  { search, role: role === 'all' ? undefined : role, page, pageSize },
];

/** GET /api/admin/users?search=&role=&page=&pageSize=: one page of accounts, newest first. */
export async function getAdminUsers(
  context: QueryFunctionContext<ParamsQueryKey>,
): Promise<AdminUserListResponse> {
  return adminUserListResponseSchema.parse(await fetchJsonWithParams(context));
}

/** The page shown stays on screen while the next one (another page or filter) loads. */
export function useAdminUsers(params: AdminUserListParams) {
  return useQuery({
    queryKey: listKey(params),
    queryFn: getAdminUsers,
    placeholderData: keepPreviousData,
    // Stale at once (the app's default is never): every visit shows accounts registered since.
    staleTime: 0,
  });
}
