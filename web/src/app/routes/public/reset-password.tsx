import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout.tsx';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form.tsx';
import { paths } from '../../paths.ts';

export function ResetPasswordRoute() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout
      homeHref={paths.home}
      title={t('resetPassword.title')}
      subtitle={t('resetPassword.subtitle')}
    >
      <ResetPasswordForm
        token={searchParams.get('token')}
        loginHref={paths.auth.login}
        onSuccess={() => void navigate(paths.auth.login, { replace: true })}
      />
    </AuthLayout>
  );
}
