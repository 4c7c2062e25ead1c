import type { AdminApplication } from '@studypath/domain/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationCallbacks } from '../../../../lib/use-change.ts';
import {
  adminApplicationKey,
  adminApplicationListsFilter,
  applicationUpdatesKey,
} from './query-keys.ts';

/**
 * A change to one path that answers the path (status, notes, close): the answer replaces the
 * cached path at once; the lists and the path's updates (each change may add one, decision 018)
 * are read again.
 */
export function useApplicationChange<Input>(
  id: string,
  change: (input: Input) => Promise<AdminApplication>,
  { onSuccess, onError }: MutationCallbacks,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (updated) => {
      queryClient.setQueryData(adminApplicationKey(id), updated);
      onSuccess();
      await Promise.all([
        queryClient.invalidateQueries(adminApplicationListsFilter),
        queryClient.invalidateQueries({ queryKey: applicationUpdatesKey(id) }),
      ]);
    },
    onError,
  });
}
