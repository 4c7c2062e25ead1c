import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../../components/layouts/auth-layout.tsx';
import { ResetPasswordSentNotice } from '../../../features/auth/components/reset-password-sent-notice.tsx';
import { paths } from '../../paths.ts';

export function ResetPasswordSentRoute() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout
      homeHref={paths.home}
      title={t('resetPasswordSent.title')}
      subtitle={t('resetPasswordSent.subtitle')}
    >
      <ResetPasswordSentNotice
        loginHref={paths.auth.login}
        forgotPasswordHref={paths.auth.forgotPassword}
      />
    </AuthLayout>
  );
}
