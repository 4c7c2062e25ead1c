import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout.tsx';
import { VerifyEmailSentNotice } from '../../../features/auth/components/verify-email-sent-notice.tsx';
import { paths } from '../../paths.ts';

/** The registration form leaves the address in the history entry's state (register.tsx). */
function registeredEmailOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('email' in state)) return null;
  return typeof state.email === 'string' && state.email !== '' ? state.email : null;
}

export function VerifyEmailSentRoute() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  return (
    <AuthLayout
      homeHref={paths.home}
      title={t('verifyEmailSent.title')}
      subtitle={t('verifyEmailSent.subtitle')}
    >
      <VerifyEmailSentNotice
        loginHref={paths.auth.login}
        email={registeredEmailOf(location.state)}
      />
    </AuthLayout>
  );
}
