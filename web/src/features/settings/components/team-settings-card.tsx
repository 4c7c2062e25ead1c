import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { TeamSettingsResponse } from '@studypath/domain/team';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/query-states.tsx';
import { useTeamSettings } from '../api/get-team-settings.ts';

interface TeamSettingsCardProps {
  title: string;
  description: string;
  /** The card's form, once the settings are in. */
  children: (settings: TeamSettingsResponse) => ReactNode;
}

/** A section of /admin/settings made from the team settings (both cards read the one query). */
export function TeamSettingsCard({ title, description, children }: TeamSettingsCardProps) {
  const { t } = useTranslation('adminTeam');
  const headingId = useId();
  const settings = useTeamSettings();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        {settings.isPending && (
          <Center py="md" role="status" aria-label={t('settings.loading')}>
            <Loader size="sm" />
          </Center>
        )}
        {settings.isError && (
          <LoadFailedAlert
            title={t('settings.loadFailed')}
            retryLabel={t('settings.retry')}
            onRetry={() => void settings.refetch()}
          />
        )}
        {settings.data && children(settings.data)}
      </Stack>
    </Paper>
  );
}
