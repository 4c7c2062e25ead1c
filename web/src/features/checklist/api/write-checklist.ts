// What every change to a path's checklist shares: the server answers with the whole checklist
// derived again, which shows at once, and the checklist is then read again (the live stream may
// have more). The list's completion column reads its own endpoint and refreshes with the list.
import { studyPathChecklistSchema, type StudyPathChecklist } from '@studypath/domain/checklist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationCallbacks } from '../../../lib/use-change.ts';
import { checklistKey, type ChecklistAudience } from './query-keys.ts';

/** The checklist in a change's answer, or null when the answer holds none (the page reads it). */
export async function checklistOf(res: Response): Promise<StudyPathChecklist | null> {
  const body: unknown = await res.json().catch(() => null);
  const checklist = studyPathChecklistSchema.safeParse(body);
  return checklist.success ? checklist.data : null;
}

export function useChecklistWrite<Input>(
  applicationId: string,
  audience: ChecklistAudience,
  write: (input: Input) => Promise<StudyPathChecklist | null>,
  { onSuccess, onError }: MutationCallbacks<Input>,
) {
  const queryClient = useQueryClient();
  const queryKey = checklistKey(applicationId, audience);
  return useMutation({
    mutationFn: write,
    onSuccess: async (checklist, input) => {
      if (checklist) queryClient.setQueryData(queryKey, checklist);
      onSuccess(input);
      await queryClient.invalidateQueries({ queryKey });
    },
    onError,
  });
}
