import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../paths.ts';

export function NotFoundRoute() {
  const { t } = useTranslation('errors');
  return (
    <Center component="main" mih="100dvh" p="xl">
      <Stack align="center" ta="center" gap="md" maw={480}>
        <Text fz={72} fw={800} c="brand.2" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.message')}</Text>
        <Button component={Link} to={paths.home} mt="sm">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
