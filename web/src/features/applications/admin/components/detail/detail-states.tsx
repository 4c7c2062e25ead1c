import { Alert, Anchor, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function DetailLoading() {
  const { t } = useTranslation('common');
  return (
    <Center py="md" role="status" aria-label={t('loading')}>
      <Loader size="sm" />
    </Center>
  );
}

/** A path that does not exist (any more): deleted by another consultant, or a wrong address. */
export function DetailNotFound({ listHref }: { listHref: string }) {
  const { t } = useTranslation('adminApplications');
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={1} size="h2">
        {t('detail.notFound.title')}
      </Title>
      <Text c="dimmed">{t('detail.notFound.message')}</Text>
      <Anchor component={Link} to={listHref}>
        {t('detail.back')}
      </Anchor>
    </Stack>
  );
}

export function DetailLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('adminApplications');
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        {t('detail.title')}
      </Title>
      <Alert color="red" variant="light" title={t('detail.loadFailed')} role="alert">
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t('detail.retry')}
        </Button>
      </Alert>
    </Stack>
  );
}
