import { useLogout } from '../features/auth/api/logout.ts';
import { hardNavigate } from '../lib/hard-navigate.ts';
import { clearTabDrafts } from '../lib/tab-drafts.ts';
import { paths } from './paths.ts';

/**
 * Sign-out ends on the landing page with a full reload, whatever the server answered (spec §2).
 * The tab's unsaved drafts (profile, study path quiz) hold personal data, so they go too, even if
 * the request failed.
 */
export function useSignOut() {
  const logout = useLogout({
    onSettled: () => {
      clearTabDrafts();
      hardNavigate(paths.home);
    },
  });
  return { signOut: () => logout.mutate(), isSigningOut: logout.isPending || logout.isSuccess };
}
