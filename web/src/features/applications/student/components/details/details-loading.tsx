import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function DetailsLoading() {
  const { t } = useTranslation();
  return (
    <Center py="md" role="status" aria-label={t('loading')}>
      <Loader size="sm" />
    </Center>
  );
}
