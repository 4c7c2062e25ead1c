import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
}

/**
 * Ends the session. A failure is only logged (spec §7): the caller leaves the page either way,
 * and the reload drops every cached query of the previous user.
 */
export function useLogout({ onSettled }: { onSettled: () => void }) {
  return useMutation({
    mutationFn: logout,
    onError: (error) => {
      console.warn('Sign-out request failed', error);
    },
    onSettled,
  });
}
