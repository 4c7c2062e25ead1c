import {
  studentTodoResponseSchema,
  type StudentTodoResponse,
} from '@studypath/domain/applications';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../../lib/api-client.ts';
import { useLivePollInterval } from '../../../../lib/live-updates.ts';

export const dashboardTodoQueryKey = ['/api/dashboard/todo'] as const;

/** As the study path's parts it is made of (part 2 §9), while the live stream is down. */
export const DASHBOARD_TODO_POLL_MS = 10_000;

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/dashboard/todo: the student's To do items and whether this is a first sign-in. */
export async function getDashboardTodo(
  context: QueryFunctionContext,
): Promise<StudentTodoResponse> {
  return readDashboardTodo(await fetchJson(context));
}

/** The answer's body checked with the domain schema (also a page's inlined first data). */
export function readDashboardTodo(body: unknown): StudentTodoResponse {
  return studentTodoResponseSchema.parse(body);
}

/** Refreshed by the live stream's study path and information request changes (live-updates.ts). */
export function useDashboardTodo() {
  return useQuery({
    queryKey: dashboardTodoQueryKey,
    queryFn: getDashboardTodo,
    refetchInterval: useLivePollInterval(DASHBOARD_TODO_POLL_MS),
  });
}
