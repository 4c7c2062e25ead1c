import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../../components/layouts/auth-layout.tsx';
import { VerifyEmailSentNotice } from '../../../features/auth/components/verify-email-sent-notice.tsx';
import { paths } from '../../paths.ts';

export function VerifyEmailSentRoute() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout
      homeHref={paths.home}
      title={t('verifyEmailSent.title')}
      subtitle={t('verifyEmailSent.subtitle')}
    >
      <VerifyEmailSentNotice loginHref={paths.auth.login} />
    </AuthLayout>
  );
}
