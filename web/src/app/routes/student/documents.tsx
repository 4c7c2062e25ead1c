import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';

export function StudentDocumentsRoute() {
  const { t } = useTranslation('nav');
  return <ComingSoon title={t('student.documents')} />;
}
