import { useLogout } from '../features/auth/api/logout.ts';
import { clearProfileDraft } from '../features/profile/lib/clear-profile-draft.ts';
import { hardNavigate } from '../lib/hard-navigate.ts';
import { paths } from './paths.ts';

/**
 * Sign-out ends on the landing page with a full reload, whatever the server answered (spec §2).
 * An unsaved profile draft holds personal data, so it goes too, even if the request failed.
 */
export function useSignOut() {
  const logout = useLogout({
    onSettled: () => {
      clearProfileDraft();
      hardNavigate(paths.home);
    },
  });
  return { signOut: () => logout.mutate(), isSigningOut: logout.isPending || logout.isSuccess };
}
