import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';

export function AdminApplicationRoute() {
  const { t } = useTranslation('nav');
  return <ComingSoon title={t('pages.adminApplication')} />;
}
