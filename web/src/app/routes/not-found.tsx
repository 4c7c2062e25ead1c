import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicLayout } from '../../components/layouts/public-layout.tsx';
import { paths } from '../paths.ts';

/** A mistyped or stale address keeps the site header, so the way on is where it always is. */
export function NotFoundRoute() {
  const { t } = useTranslation('errors');
  return (
    <PublicLayout homeHref={paths.home}>
      <Stack align="center" ta="center" gap="md" maw={480} mx="auto">
        <Text fz={72} fw={800} c="brand.4" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.message')}</Text>
        <Button component={Link} to={paths.home} mt="sm">
          {t('notFound.home')}
        </Button>
      </Stack>
    </PublicLayout>
  );
}
