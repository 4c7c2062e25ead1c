import { studyPathChecklistSchema, type StudyPathChecklist } from '@studypath/domain/checklist';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.ts';
import { useLivePolling } from '../../../lib/live-updates.ts';
import { checklistKey, type ChecklistAudience } from './query-keys.ts';

/** As the rest of a study path's page: every 10 s, none while the live stream is open. */
export const CHECKLIST_REFRESH_MS = 10_000;

const fetchJson = getQueryFn({ on401: 'throw' });

/**
 * GET /api/applications/{id}/checklist (the student who owns the path) or
 * GET /api/admin/applications/{id}/checklist (consultants): the path's checklist, derived anew.
 */
export async function getChecklist(context: QueryFunctionContext): Promise<StudyPathChecklist> {
  return studyPathChecklistSchema.parse(await fetchJson(context));
}

export function useChecklist(applicationId: string, audience: ChecklistAudience) {
  return useQuery({
    queryKey: checklistKey(applicationId, audience),
    queryFn: getChecklist,
    ...useLivePolling(CHECKLIST_REFRESH_MS, { inBackground: true }),
  });
}
