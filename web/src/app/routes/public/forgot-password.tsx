import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout.tsx';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form.tsx';
import { paths } from '../../paths.ts';

export function ForgotPasswordRoute() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <AuthLayout
      homeHref={paths.home}
      title={t('forgotPassword.title')}
      subtitle={t('forgotPassword.subtitle')}
    >
      <ForgotPasswordForm
        loginHref={paths.auth.login}
        onSuccess={() => void navigate(paths.auth.resetPasswordSent)}
      />
    </AuthLayout>
  );
}
