// The domain's account schemas (zod with them, about 25 KB compressed) for the sign-in screen,
// loaded when the visitor starts using the form rather than before it can show (decision 026).
// A failed load is tried again on the next call.
import type * as authSchemas from '@studypath/domain/auth';

let loading: Promise<typeof authSchemas> | undefined;

export function loadAuthSchemas(): Promise<typeof authSchemas> {
  loading ??= import('@studypath/domain/auth').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
