// A change a screen asks the server for. Once it succeeds the screen hears first (a toast, a
// dialog closed), then what the change made stale is read again; a failure goes to the screen.
import {
  useMutation,
  useQueryClient,
  type InvalidateQueryFilters,
  type QueryClient,
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

/**
 * Writes what the server answered into the cache at once, before the screen hears and long before
 * the queries read again land (a control that shows the saved value must not show the old one
 * meanwhile: a choice made in between would be overwritten when the new value arrives).
 */
export type WriteAnswer<Input, Answer> = (
  queryClient: QueryClient,
  answer: Answer,
  input: Input,
) => void;

/**
 * `change`, after which the queries `staleAfter` names for its input are read again (and, first,
 * `writeAnswer` puts the answer where the screen reads it).
 */
export function useChange<Input, Answer>(
  change: (input: Input) => Promise<Answer>,
  staleAfter: (input: Input) => readonly Stale[],
  { onSuccess, onError }: MutationCallbacks,
  writeAnswer?: WriteAnswer<Input, Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (answer, input) => {
      writeAnswer?.(queryClient, answer, input);
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
