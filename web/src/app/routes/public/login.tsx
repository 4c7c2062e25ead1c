import type { CurrentUser } from '@studypath/domain/auth';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { AuthLayout } from '../../../components/layouts/auth-layout.tsx';
import { RedirectOverlay } from '../../../components/redirect-overlay.tsx';
import { useCurrentUser } from '../../../features/auth/api/get-current-user.ts';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { homeFor, paths, safeReturnPath } from '../../paths.ts';

/** Spec §9: the redirect follows a successful sign-in after 500 ms. */
const LOGIN_REDIRECT_DELAY_MS = 500;

export function LoginRoute() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const session = useCurrentUser();
  const [signedInUser, setSignedInUser] = useState<CurrentUser | null>(null);
  // The page that sent a signed-out visitor here (`?next=`, e.g. a guardian's link to follow a
  // student): only a path of this site, else the user's home.
  const returnPath = safeReturnPath(useSearchParams()[0].get('next'));

  useEffect(() => {
    if (!signedInUser) return;
    const timer = setTimeout(() => {
      void navigate(returnPath ?? homeFor(signedInUser), { replace: true });
    }, LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedInUser, navigate, returnPath]);

  if (session.isPending) return <FullPageSpinner />;
  // Someone already signed in has nothing to do here; a sign-in just made shows its overlay first.
  if (session.data && !signedInUser) {
    return <Navigate to={returnPath ?? homeFor(session.data)} replace />;
  }

  return (
    <AuthLayout homeHref={paths.home} title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm
        registerHref={paths.auth.register}
        forgotPasswordHref={paths.auth.forgotPassword}
        onSuccess={setSignedInUser}
      />
      {signedInUser && <RedirectOverlay message={t('login.redirecting')} />}
    </AuthLayout>
  );
}
