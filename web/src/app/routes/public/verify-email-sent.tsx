import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { AuthLayout } from '../../../components/layouts/auth-layout.tsx';
import { paths } from '../../paths.ts';

export function VerifyEmailSentRoute() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout homeHref={paths.home} title={t('pages.verifyEmailSent')}>
      <ComingSoon />
    </AuthLayout>
  );
}
