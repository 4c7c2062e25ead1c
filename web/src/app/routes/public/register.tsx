import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { AuthLayout } from '../../../components/layouts/auth-layout.tsx';
import { RedirectOverlay } from '../../../components/redirect-overlay.tsx';
import { useCurrentUser } from '../../../features/auth/api/get-current-user.ts';
import { RegisterForm } from '../../../features/auth/components/register-form.tsx';
import { homeFor, paths } from '../../paths.ts';

/** Spec §9: the redirect follows a successful registration after 500 ms. */
const REGISTER_REDIRECT_DELAY_MS = 500;

export function RegisterRoute() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const session = useCurrentUser();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const isRegistered = registeredEmail !== null;

  useEffect(() => {
    if (registeredEmail === null) return;
    const timer = setTimeout(() => {
      // The notice offers to send the email again to this address (kept in the history entry).
      void navigate(paths.auth.verifyEmailSent, {
        replace: true,
        state: { email: registeredEmail },
      });
    }, REGISTER_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [registeredEmail, navigate]);

  if (session.isPending) return <FullPageSpinner />;
  // Someone already signed in has nothing to register: like /login, send them to their home.
  if (session.data) return <Navigate to={homeFor(session.data)} replace />;

  return (
    <AuthLayout homeHref={paths.home} title={t('register.title')} subtitle={t('register.subtitle')}>
      <RegisterForm
        loginHref={paths.auth.login}
        termsOfServiceHref={paths.legal.termsOfService}
        privacyPolicyHref={paths.legal.privacyPolicy}
        onSuccess={setRegisteredEmail}
      />
      {isRegistered && <RedirectOverlay message={t('register.redirecting')} />}
    </AuthLayout>
  );
}
