/** What a screen does when one of this feature's changes succeeds or fails (toasts, navigation). */
export interface MutationCallbacks<Result = void> {
  onSuccess: (result: Result) => void;
  onError: (error: Error) => void;
}
