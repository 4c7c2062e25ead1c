import { Anchor, Box, Container, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../../components/brand.tsx';
import type { LandingLinks } from './landing-links.ts';

function NewTabLink({ href, label }: { href: string; label: string }) {
  const { t } = useTranslation('landing');
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" c="brand.1">
      {label}
      <VisuallyHidden>{` ${t('footer.newTab')}`}</VisuallyHidden>
    </Anchor>
  );
}

/** Footer; the legal pages open in a new tab (spec §2, landing page). */
export function LandingFooter({ links }: { links: LandingLinks }) {
  const { t } = useTranslation('landing');
  return (
    <Box component="footer" bg="brand.9" py={48}>
      <Container size="lg">
        <Group justify="space-between" align="flex-start" gap="xl">
          <Stack gap="sm" maw={360}>
            <Brand href={links.home} inverted />
            <Text c="brand.1">{t('footer.tagline')}</Text>
          </Stack>
          <Stack gap="xs" component="nav" aria-label={t('footer.legal')}>
            <Text c="white" fw={700}>
              {t('footer.legal')}
            </Text>
            <NewTabLink href={links.termsOfService} label={t('footer.terms')} />
            <NewTabLink href={links.privacyPolicy} label={t('footer.privacy')} />
          </Stack>
        </Group>
        <Text c="brand.2" size="sm" mt={40}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </Box>
  );
}
