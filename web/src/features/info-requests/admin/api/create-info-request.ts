import {
  adminInfoRequestSchema,
  type AdminInfoRequest,
  type CreateInfoRequestRequest,
} from '@studypath/domain/info-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminInfoRequestsKey, applicationUpdatesKey } from './query-keys.ts';

/** POST /api/admin/info-requests: the request as the consultant sees it, 201. */
export async function createInfoRequest(
  request: CreateInfoRequestRequest,
): Promise<AdminInfoRequest> {
  const res = await apiRequest('POST', '/api/admin/info-requests', request);
  return adminInfoRequestSchema.parse(await res.json());
}

/** After sending: the path's Q&A list, the consultant's list and the path's updates. */
export function useCreateInfoRequest({
  onSuccess,
  onError,
}: {
  onSuccess: () => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInfoRequest,
    onSuccess: async (_created, request) => {
      onSuccess();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminInfoRequestsKey }),
        request.applicationId
          ? queryClient.invalidateQueries({
              queryKey: applicationUpdatesKey(request.applicationId),
            })
          : undefined,
      ]);
    },
    onError,
  });
}
