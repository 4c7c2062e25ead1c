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
 * Signs in, then puts the returned user in the session cache and revalidates it (spec §4). A
 * session check still under way was asked without the new cookie: it is cancelled first, or its
 * "signed out" could land after the user and send them back to sign in.
 */
export function useLogin({ onSuccess, onError }: UseLoginOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      await queryClient.cancelQueries({ queryKey: currentUserQueryKey });
      onSuccess(user);
      queryClient.setQueryData(currentUserQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    onError,
  });
}
