import type { CurrentUser, LoginRequest } from '@studypath/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { loadAuthSchemas } from '../lib/load-auth-schemas.ts';
import { currentUserQueryKey } from './get-current-user.ts';

export async function login(credentials: LoginRequest): Promise<CurrentUser> {
  const res = await apiRequest('POST', '/api/auth/login', credentials);
  const { loginResponseSchema } = await loadAuthSchemas();
  return loginResponseSchema.parse(await res.json()).user;
}

interface UseLoginOptions {
  onSuccess: (user: CurrentUser) => void;
  onError: (error: Error) => void;
}

/**
 * Signs in, puts the returned user in the session cache and refreshes it from GET /api/auth/me
 * (spec §4), before the form says so and the screen moves on. A session check still under way
 * was asked without the new cookie: it is cancelled first, or its "signed out" could land after
 * the user and send them back to sign in. The refresh is awaited rather than left running across
 * the redirect: twice on a loaded machine (CI) an administrator's sign-in ended on /login, the
 * admin area's guard finding no user with no session answer come in since the sign-in (how the
 * user was lost was not pinned down). With the answer in before the move, nothing about the
 * session is in flight when the screens change, and the guard decides on the server's word.
 */
export function useLogin({ onSuccess, onError }: UseLoginOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      await queryClient.cancelQueries({ queryKey: currentUserQueryKey });
      queryClient.setQueryData(currentUserQueryKey, user);
      // A failed refresh keeps the user the sign-in answered (refetchQueries does not throw).
      await queryClient.refetchQueries({ queryKey: currentUserQueryKey, type: 'all' });
      onSuccess(user);
    },
    onError,
  });
}
