import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout.tsx';
import { EmailVerification } from '../../../features/auth/components/email-verification.tsx';
import { paths } from '../../paths.ts';

export function VerifyEmailRoute() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <AuthLayout homeHref={paths.home} title={t('verifyEmail.title')}>
      {/* A new token in the address is a new verification: the key starts it afresh. */}
      <EmailVerification key={token} token={token} loginHref={paths.auth.login} />
    </AuthLayout>
  );
}
