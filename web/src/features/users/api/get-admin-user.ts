import { adminUserDetailSchema, type AdminUserDetail } from '@studypath/domain/admin';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.ts';
import { adminUserKey } from './query-keys.ts';

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/admin/users/{id}: the account, its profile, study paths, documents and counts. */
export async function getAdminUser(context: QueryFunctionContext): Promise<AdminUserDetail> {
  return adminUserDetailSchema.parse(await fetchJson(context));
}

/** Fetched when the dialog opens, and again each time it opens (someone may have changed it). */
export function useAdminUser(id: string | null) {
  return useQuery({
    queryKey: adminUserKey(id ?? ''),
    queryFn: getAdminUser,
    enabled: id !== null,
    staleTime: 0,
  });
}
