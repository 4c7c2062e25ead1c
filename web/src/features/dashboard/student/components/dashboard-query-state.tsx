import { Center, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../../components/query-states.tsx';

export function DashboardLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-label={t('loading')}>
      <Loader />
    </Center>
  );
}

/** Part of the dashboard could not be loaded: say so, and offer to try again. */
export function DashboardLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <LoadFailedAlert
      icon={<IconAlertCircle size={20} />}
      title={t('loadFailed')}
      retryLabel={t('retry')}
      onRetry={onRetry}
    />
  );
}
