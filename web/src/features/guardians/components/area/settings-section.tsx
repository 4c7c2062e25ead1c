import { Switch } from '@mantine/core';
import type { GuardianStudent } from '@studypath/domain/guardians';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../../../lib/refusal-message.ts';
import { showToast } from '../../../../lib/toast.tsx';
import { useUpdateGuardianSettings } from '../../api/update-guardian-settings.ts';
import { SectionFrame } from './section-frame.tsx';

/** Whether this guardian gets the status-change emails of the student's paths (item 5). */
export function SettingsSection({ student }: { student: GuardianStudent }) {
  const { t } = useTranslation('guardians');
  const update = useUpdateGuardianSettings();
  // While the change is on its way the switch shows the value asked for.
  const checked = update.isPending ? update.variables.statusEmails : student.statusEmails;
  return (
    <SectionFrame title={t('area.settings.heading')}>
      <Switch
        label={t('area.settings.statusEmails')}
        checked={checked}
        disabled={update.isPending}
        onChange={(event) =>
          update.mutate(
            { studentId: student.studentId, statusEmails: event.currentTarget.checked },
            {
              onError: (error) =>
                showToast({
                  variant: 'destructive',
                  title: t('area.settings.saveFailed'),
                  message: refusalMessage(error) ?? '',
                }),
            },
          )
        }
      />
    </SectionFrame>
  );
}
