import {
  studentInfoRequestSchema,
  type RespondInfoRequestRequest,
  type StudentInfoRequest,
} from '@studypath/domain/info-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { infoRequestsQueryKey } from './get-info-requests.ts';

/**
 * POST /api/info-requests/{requestId}/respond: 400 when a required answer is missing, 409 when
 * the request was answered already. Answers the request, now answered.
 */
export async function respondInfoRequest({
  requestId,
  request,
}: {
  requestId: string;
  request: RespondInfoRequestRequest;
}): Promise<StudentInfoRequest> {
  const res = await apiRequest(
    'POST',
    `/api/info-requests/${encodeURIComponent(requestId)}/respond`,
    request,
  );
  return studentInfoRequestSchema.parse(await res.json());
}

/**
 * The answered request replaces the pending one in the list at once. After a failure the list is
 * read again: a 409 means it was answered meanwhile (another tab), and it then shows as such.
 */
export function useRespondInfoRequest(
  requestId: string,
  { onSuccess, onError }: { onSuccess: () => void; onError: (error: Error) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RespondInfoRequestRequest) => respondInfoRequest({ requestId, request }),
    onSuccess: async (answered) => {
      queryClient.setQueryData<StudentInfoRequest[]>(infoRequestsQueryKey, (list) =>
        list?.map((item) => (item.id === answered.id ? answered : item)),
      );
      onSuccess();
      await queryClient.invalidateQueries({ queryKey: infoRequestsQueryKey });
    },
    onError: async (error) => {
      onError(error);
      await queryClient.invalidateQueries({ queryKey: infoRequestsQueryKey });
    },
  });
}
