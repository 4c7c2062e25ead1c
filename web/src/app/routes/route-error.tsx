import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown instead of a blank page when a screen throws while rendering. */
export function RouteErrorRoute() {
  const { t } = useTranslation('errors');
  return (
    <Center component="main" mih="100dvh" p="xl">
      <Stack align="center" ta="center" gap="md" maw={480}>
        <Title order={1}>{t('unexpected.title')}</Title>
        <Text c="dimmed">{t('unexpected.message')}</Text>
        <Button onClick={() => window.location.reload()}>{t('unexpected.reload')}</Button>
      </Stack>
    </Center>
  );
}
