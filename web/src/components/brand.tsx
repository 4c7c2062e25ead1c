import { Group, Text, ThemeIcon, UnstyledButton, type MantineBreakpoint } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedHref } from '../lib/i18n.ts';

interface BrandProps {
  href: string;
  inverted?: boolean;
  /** Below this breakpoint only the mark shows, to leave room in a narrow header. */
  nameVisibleFrom?: MantineBreakpoint;
}

/** The StudyPath wordmark, linking home (in the current language: / or /fr). */
export function Brand({ href, inverted = false, nameVisibleFrom }: BrandProps) {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to={localizedHref(href)} aria-label={t('appName')}>
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={34} radius="md" variant={inverted ? 'white' : 'filled'} aria-hidden>
          <IconSchool size={20} />
        </ThemeIcon>
        <Text
          fw={800}
          fz="xl"
          c={inverted ? 'white' : 'brand.8'}
          style={{ letterSpacing: -0.5 }}
          visibleFrom={nameVisibleFrom}
        >
          {t('appName')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
