import {
  adminApplicationListResponseSchema,
  type AdminApplicationListResponse,
} from '@studypath/domain/applications';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import {
  fetchJsonWithParams,
  type ParamsQueryKey,
} from '../../../../lib/fetch-json-with-params.ts';
import { recentApplicationsKey } from './query-keys.ts';

/**
 * GET /api/admin/applications?page=1&pageSize=100: the newest study paths, read for their students
 * (there is no user list endpoint yet); only while the new-conversation dialog is open.
 */
export async function getRecentApplications(
  context: QueryFunctionContext<ParamsQueryKey>,
): Promise<AdminApplicationListResponse> {
  return adminApplicationListResponseSchema.parse(await fetchJsonWithParams(context));
}

export function useRecentApplications({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: recentApplicationsKey,
    queryFn: getRecentApplications,
    enabled: isEnabled,
  });
}
