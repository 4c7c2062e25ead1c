import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';

export function StudentApplicationRoute() {
  const { t } = useTranslation('nav');
  return <ComingSoon title={t('pages.application')} />;
}
