// A change a screen asks the server for. Once it succeeds the screen hears first (a toast, a
// dialog closed), then what the change made stale is read again; a failure goes to the screen.
import {
  useMutation,
  useQueryClient,
  type InvalidateQueryFilters,
  type QueryKey,
} from '@tanstack/react-query';

/** What a screen does when one of its changes succeeds or fails (toasts, navigation). */
export interface MutationCallbacks<Result = void> {
  onSuccess: (result: Result) => void;
  onError: (error: Error) => void;
}

/** A query key (the queries under it), the filters of the queries to read again, or nothing. */
type Stale = QueryKey | InvalidateQueryFilters | undefined;

const isQueryKey = (stale: QueryKey | InvalidateQueryFilters): stale is QueryKey =>
  Array.isArray(stale);

/** `change`, after which the queries `staleAfter` names for its input are read again. */
export function useChange<Input, Answer>(
  change: (input: Input) => Promise<Answer>,
  staleAfter: (input: Input) => readonly Stale[],
  { onSuccess, onError }: MutationCallbacks,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (_answer, input) => {
      onSuccess();
      await Promise.all(
        staleAfter(input)
          .filter((stale) => stale !== undefined)
          .map((stale) =>
            queryClient.invalidateQueries(isQueryKey(stale) ? { queryKey: stale } : stale),
          ),
      );
    },
    onError,
  });
}
