import {
  adminInfoRequestSchema,
  type AdminInfoRequest,
  type CreateInfoRequestRequest,
} from '@studypath/domain/info-requests';
import { apiRequest } from '../../../../lib/api-client.ts';
import { useChange, type MutationCallbacks } from '../../../../lib/use-change.ts';
import { adminInfoRequestsKey, applicationUpdatesKey } from './query-keys.ts';

/** POST /api/admin/info-requests: the request as the consultant sees it, 201. */
export async function createInfoRequest(
  request: CreateInfoRequestRequest,
): Promise<AdminInfoRequest> {
  const res = await apiRequest('POST', '/api/admin/info-requests', request);
  return adminInfoRequestSchema.parse(await res.json());
}

/** After sending: the path's Q&A list, the consultant's list and the path's updates. */
export const useCreateInfoRequest = (callbacks: MutationCallbacks) =>
  useChange(
    createInfoRequest,
    (request) => [
      adminInfoRequestsKey,
      request.applicationId ? applicationUpdatesKey(request.applicationId) : undefined,
    ],
    callbacks,
  );
