import {
  adminApplicationUpdateListSchema,
  type ApplicationUpdate,
} from '@studypath/domain/applications';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../../lib/api-client.ts';
import { useAdminPolling } from '../lib/admin-polling.ts';
import { applicationUpdatesKey } from './query-keys.ts';

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/applications/{id}/updates, newest first (an admin reads any path's). */
export async function getApplicationUpdates(
  context: QueryFunctionContext,
): Promise<ApplicationUpdate[]> {
  return adminApplicationUpdateListSchema.parse(await fetchJson(context));
}

export function useApplicationUpdates(id: string) {
  return useQuery({
    queryKey: applicationUpdatesKey(id),
    queryFn: getApplicationUpdates,
    ...useAdminPolling(),
  });
}
