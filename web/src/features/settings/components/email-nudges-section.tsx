import { Stack, Switch } from '@mantine/core';
import type { NudgeSettings } from '@studypath/domain/team';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../../lib/refusal-message.ts';
import { showToast } from '../../../lib/toast.tsx';
import { useUpdateTeamSettings } from '../api/update-team-settings.ts';
import { TeamSettingsCard } from './team-settings-card.tsx';

const nudges = [
  'activityEmails',
  'digestEmails',
] as const satisfies readonly (keyof NudgeSettings)[];

/**
 * The Email nudges card of /admin/settings (issue 29): the signed-in consultant's own emails about
 * their students, each switch saved as it changes.
 */
export function EmailNudgesSection() {
  const { t } = useTranslation('adminTeam');
  return (
    <TeamSettingsCard
      title={t('settings.mine.heading')}
      description={t('settings.mine.description')}
    >
      {(settings) => <NudgeSwitches saved={settings.mine} />}
    </TeamSettingsCard>
  );
}

function NudgeSwitches({ saved }: { saved: NudgeSettings }) {
  const { t } = useTranslation(['adminTeam', 'adminSettings']);
  const update = useUpdateTeamSettings();
  // While a change is on its way its switch shows the value asked for.
  const asked = update.isPending ? update.variables.mine : undefined;
  return (
    <Stack gap="sm">
      {nudges.map((nudge) => (
        <Switch
          key={nudge}
          label={t(`settings.mine.${nudge}`)}
          checked={asked?.[nudge] ?? saved[nudge]}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate(
              { mine: { [nudge]: event.currentTarget.checked } },
              {
                onSuccess: () =>
                  showToast({ variant: 'success', title: t('settings.saved'), message: '' }),
                onError: (error) =>
                  showToast({
                    variant: 'destructive',
                    title: t('adminSettings:toasts.failed.title'),
                    message: refusalMessage(error) ?? t('adminSettings:toasts.failed.message'),
                  }),
              },
            )
          }
        />
      ))}
    </Stack>
  );
}
