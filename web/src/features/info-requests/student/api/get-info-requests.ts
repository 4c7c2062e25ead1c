import {
  studentInfoRequestListSchema,
  type StudentInfoRequest,
} from '@studypath/domain/info-requests';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../../lib/api-client.ts';
import { useLivePollInterval } from '../../../../lib/live-updates.ts';

export const infoRequestsQueryKey = ['/api/info-requests'] as const;

/** The student's information requests refresh every 10 s (part 2 §7, §9). */
export const INFO_REQUESTS_REFRESH_MS = 10_000;

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/info-requests: the student's own requests, newest first. */
export async function getInfoRequests(
  context: QueryFunctionContext,
): Promise<StudentInfoRequest[]> {
  return studentInfoRequestListSchema.parse(await fetchJson(context));
}

/** Polls only while the live stream is down: when open, it says when a request arrives. */
export function useInfoRequests() {
  return useQuery({
    queryKey: infoRequestsQueryKey,
    queryFn: getInfoRequests,
    refetchInterval: useLivePollInterval(INFO_REQUESTS_REFRESH_MS),
  });
}
