import { Box, Button, Container, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedHref } from '../../lib/i18n.ts';
import { Brand } from '../brand.tsx';
import { LanguageSwitcher } from '../language-switcher.tsx';

/** A plain header with the wordmark and a way home, for static public pages. */
export function PublicLayout({ homeHref, children }: { homeHref: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Box
        component="header"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Container size="md">
          <Group justify="space-between">
            <Brand href={homeHref} />
            <Group gap="xs" wrap="nowrap">
              <LanguageSwitcher compact />
              <Button
                component={Link}
                to={localizedHref(homeHref)}
                variant="subtle"
                leftSection={<IconArrowLeft size={16} />}
              >
                {t('backToHome')}
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" py={48}>
        <Container size="md">{children}</Container>
      </Box>
    </>
  );
}
