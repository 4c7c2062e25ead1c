import { Center, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/query-states.tsx';

export function ProfileLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-label={t('loading')}>
      <Loader />
    </Center>
  );
}

/** A profile that could not be loaded, and a way to try again. */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <LoadFailedAlert
      icon={<IconAlertCircle size={20} />}
      title={t('view.loadFailed')}
      retryLabel={t('view.retry')}
      onRetry={onRetry}
    />
  );
}
