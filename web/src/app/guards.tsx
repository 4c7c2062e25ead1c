// Route guards of spec §2: a spinner and no content while the session loads, /login for anonymous
// visitors on protected pages, /dashboard for signed-in non-admins on admin-only pages, and /admin
// for a signed-in admin on a student-only page (issue 13: the student screens have nothing to show
// an account without a profile or study path of its own; the consultant's work is under /admin).
// A guardian (issue 26) has their own area, /guardian, and is sent there from the others; a
// signed-out visitor of the guardian area comes back to the same page after signing in (the
// link of a consent email lands there).
import { useDeferredValue, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner.tsx';
import { useCurrentUser } from '../features/auth/api/get-current-user.ts';
import { clearTabDrafts } from '../lib/tab-drafts.ts';
import { homeFor, hrefs, paths } from './paths.ts';
import type { Language } from '@studypath/domain/i18n';
import { currentLanguage, setLanguage } from '../lib/i18n.ts';
import { writeLanguageCookie } from '../lib/language-cookie.ts';

/**
 * Who may see the pages below: students only, admins only, or guardians only; or a list (the
 * account's own pages, for students and guardians alike).
 */
export type GuardedRole = 'student' | 'admin' | 'guardian';

/**
 * A signed-in user's saved language wins over the browser's (issue 27): the screens switch to it
 * once the session arrives, and the cookie follows, so the next visit starts in it.
 */
function useSavedLanguage(saved: Language | undefined) {
  useEffect(() => {
    if (saved && saved !== currentLanguage()) {
      writeLanguageCookie(saved);
      void setLanguage(saved);
    }
  }, [saved]);
}

export function RequireSession({ role }: { role: GuardedRole | readonly GuardedRole[] }) {
  const roles: readonly GuardedRole[] = typeof role === 'string' ? [role] : role;
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  // null is the server's answer that nobody is signed in (a session that expired or ended in
  // another tab, as much as a visitor who never signed in). The unsaved drafts left in this tab
  // (profile, study path quiz) hold personal data, so they go with the session. A failed check
  // (undefined) proves nothing and keeps them.
  const isSignedOut = user === null;
  useEffect(() => {
    if (isSignedOut) clearTabDrafts();
  }, [isSignedOut]);
  useSavedLanguage(user?.language);
  // The area's layout and screen appear in a render React may pause (decision 026): on a slow
  // phone the page stays responsive while they build, and the spinner stays until then.
  const isSettled = useDeferredValue(!isPending);
  if (isPending || !isSettled) return <FullPageSpinner />;
  if (!user) {
    const here = `${location.pathname}${location.search}`;
    return (
      <Navigate
        to={roles.includes('guardian') ? hrefs.loginReturningTo(here) : paths.auth.login}
        replace
      />
    );
  }
  if (!roles.includes(user.role)) return <Navigate to={homeFor(user)} replace />;
  return <Outlet />;
}
