import {
  studyPathChecklistSchema,
  type StudyPathChecklist,
  type UpdateChecklistAnswersRequest,
} from '@studypath/domain/checklist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { MutationCallbacks } from '../../../lib/use-change.ts';
import { checklistAnswersUrl, checklistKey, type ChecklistAudience } from './query-keys.ts';

/**
 * PUT .../checklist/answers: a question left out keeps its answer, null clears it. The answer is
 * the checklist derived again when the server sends it; anything else (no body) gives null, and
 * the checklist is read again either way.
 */
export async function updateChecklistAnswers(
  applicationId: string,
  audience: ChecklistAudience,
  request: UpdateChecklistAnswersRequest,
): Promise<StudyPathChecklist | null> {
  const res = await apiRequest('PUT', checklistAnswersUrl(applicationId, audience), request);
  const body: unknown = await res.json().catch(() => null);
  const checklist = studyPathChecklistSchema.safeParse(body);
  return checklist.success ? checklist.data : null;
}

/** The new checklist shows at once (an item may appear or go), then is read again. */
export function useUpdateChecklistAnswers(
  applicationId: string,
  audience: ChecklistAudience,
  { onSuccess, onError }: MutationCallbacks,
) {
  const queryClient = useQueryClient();
  const queryKey = checklistKey(applicationId, audience);
  return useMutation({
    mutationFn: (request: UpdateChecklistAnswersRequest) =>
      updateChecklistAnswers(applicationId, audience, request),
    onSuccess: async (checklist) => {
      if (checklist) queryClient.setQueryData(queryKey, checklist);
      onSuccess();
      await queryClient.invalidateQueries({ queryKey });
    },
    onError,
  });
}
