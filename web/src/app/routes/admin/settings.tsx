import { Anchor, Box, Container, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DisplayNameSection } from '../../../features/settings/components/display-name-section.tsx';
import { EmailNudgesSection } from '../../../features/settings/components/email-nudges-section.tsx';
import { FirmSettingsSection } from '../../../features/settings/components/firm-settings-section.tsx';
import { PackagePricesSection } from '../../../features/settings/components/package-prices-section.tsx';
import { paths } from '../../paths.ts';

/**
 * Admin-guarded but rendered without the admin layout wrapper (spec part 2 §2): a stack of
 * sections, each saved on its own: the Display Name, the Team (the firm's assignment and targets)
 * and the Email nudges (the consultant's own, issue 29), then the Packages.
 */
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
          <Title order={1} size="h2">
            {t('admin.settings')}
          </Title>
          <DisplayNameSection />
          <FirmSettingsSection />
          <EmailNudgesSection />
          <PackagePricesSection />
        </Stack>
      </Container>
    </Box>
  );
}
