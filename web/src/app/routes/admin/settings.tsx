import { Anchor, Box, Container, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { paths } from '../../paths.ts';

/** Admin-guarded but rendered without the admin layout wrapper (spec part 2 §2). */
export function AdminSettingsRoute() {
  const { t } = useTranslation('nav');
  return (
    <Box component="main" mih="100dvh" bg="gray.0" py={48}>
      <Container size="sm">
        <Stack gap="lg">
          <Anchor component={Link} to={paths.admin.dashboard} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} aria-hidden />
              {t('admin.backToPanel')}
            </Group>
          </Anchor>
          <ComingSoon title={t('admin.settings')} />
        </Stack>
      </Container>
    </Box>
  );
}
