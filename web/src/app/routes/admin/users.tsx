import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';

export function AdminUsersRoute() {
  const { t } = useTranslation('nav');
  return <ComingSoon title={t('admin.users')} />;
}
