import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '../../../components/brand.tsx';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import type { LandingLinks } from './landing-links.ts';
import './landing-header.css';

export function LandingHeader({ links }: { links: LandingLinks }) {
  const { t } = useTranslation('landing');
  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      bg="white"
      py="sm"
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap">
          <Brand href={links.home} nameVisibleFrom="xs" />
          <Group component="nav" aria-label={t('header.label')} gap="lg" visibleFrom="md">
            <Anchor href="#journey" c="dark.6" fw={500}>
              {t('header.howItWorks')}
            </Anchor>
            <Anchor href="#why" c="dark.6" fw={500}>
              {t('header.whyUs')}
            </Anchor>
            <Anchor href="#contact" c="dark.6" fw={500}>
              {t('header.contact')}
            </Anchor>
          </Group>
          <Group gap="xs" wrap="nowrap" className="landing-header-actions">
            {/* A signed-in visitor's two buttons fill a phone's header: their language is in
                their account menu. */}
            <Box visibleFrom={links.dashboard ? 'xs' : undefined}>
              <LanguageSwitcher compact hrefOf={links.homeOf} />
            </Box>
            {links.dashboard ? (
              <Button component={Link} to={links.dashboard} variant="default" size="sm">
                {t('header.dashboard')}
              </Button>
            ) : (
              <Button component={Link} to={links.login} variant="default" size="sm">
                {t('header.login')}
              </Button>
            )}
            <Button component={Link} to={links.register} size="sm">
              {t('header.applyNow')}
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
