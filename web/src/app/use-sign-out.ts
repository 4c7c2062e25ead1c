import { useLogout } from '../features/auth/api/logout.ts';
import { hardNavigate } from '../lib/hard-navigate.ts';
import { paths } from './paths.ts';

/** Sign-out ends on the landing page with a full reload, whatever the server answered (spec §2). */
export function useSignOut() {
  const logout = useLogout({ onSettled: () => hardNavigate(paths.home) });
  return { signOut: () => logout.mutate(), isSigningOut: logout.isPending || logout.isSuccess };
}
