import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface NoStudyPathProps {
  isProfileComplete: boolean;
  applicationsHref: string;
  profileEditHref: string;
}

/** Part 1 §2: with no path, point to the study paths once the profile is complete, else to it. */
export function NoStudyPath({
  isProfileComplete,
  applicationsHref,
  profileEditHref,
}: NoStudyPathProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Paper withBorder radius="md" p="xl" component="section" aria-label={t('empty.title')}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconRoute size={26} />
        </ThemeIcon>
        {/* A section beside the summary cards, as the timeline that takes its place: level 2. */}
        <Title order={2} size="h4">
          {t('empty.title')}
        </Title>
        <Text c="dimmed" maw={460}>
          {isProfileComplete ? t('empty.messageReady') : t('empty.messageProfile')}
        </Text>
        {isProfileComplete ? (
          <Button component={Link} to={applicationsHref}>
            {t('empty.goToStudyPaths')}
          </Button>
        ) : (
          <Button component={Link} to={profileEditHref}>
            {t('empty.completeProfile')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
