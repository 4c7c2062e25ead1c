import { Anchor, Box, Center, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedHref } from '../../lib/i18n.ts';
import { Brand } from '../brand.tsx';
import { LanguageSwitcher } from '../language-switcher.tsx';

export interface AuthLayoutProps {
  homeHref: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** A centred card for the sign-in and account screens. */
export function AuthLayout({ homeHref, title, subtitle, children }: AuthLayoutProps) {
  const { t } = useTranslation('auth');
  return (
    <Box
      component="main"
      mih="100dvh"
      py={48}
      style={{ background: 'linear-gradient(160deg, var(--mantine-color-brand-0) 0%, #fff 55%)' }}
    >
      <Container size={460}>
        <Stack gap="lg">
          <Center>
            <Brand href={homeHref} />
          </Center>
          <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap={4} mb="lg">
              <Title order={1} size="h2">
                {title}
              </Title>
              {subtitle && <Text c="dimmed">{subtitle}</Text>}
            </Stack>
            {children}
          </Paper>
          <Group justify="center">
            <Anchor component={Link} to={localizedHref(homeHref)} size="sm" c="dimmed">
              <Group gap={4} component="span">
                <IconArrowLeft size={14} aria-hidden />
                {t('backToHome', { ns: 'common' })}
              </Group>
            </Anchor>
            <LanguageSwitcher />
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
