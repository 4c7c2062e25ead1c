import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the session loads: a spinner and nothing else (spec §2, route guards). */
export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <Center h="100dvh" role="status" aria-label={t('loading')}>
      <Loader size="lg" />
    </Center>
  );
}
