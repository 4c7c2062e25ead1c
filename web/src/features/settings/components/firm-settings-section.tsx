import { Button, NativeSelect, NumberInput, Stack, Switch } from '@mantine/core';
import type { FirmSettings } from '@studypath/domain/team';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldProblemsOf } from '../../../lib/parse-api-error.ts';
import { refusalMessage } from '../../../lib/refusal-message.ts';
import { showToast } from '../../../lib/toast.tsx';
import { useUpdateTeamSettings } from '../api/update-team-settings.ts';
import {
  firmFormValuesOf,
  targetUnits,
  toFirmRequest,
  type FirmFormValues,
  type TargetField,
  type TargetValue,
} from '../lib/team-target-form.ts';
import { TeamSettingsCard } from './team-settings-card.tsx';

/** Room for the longest unit's name ('en minutes'). */
const UNIT_SELECT_WIDTH = 120;

/** Each field's problem, as the page shows it (translated, or the server's field problem). */
type FirmErrors = Partial<Record<TargetField, string>>;

/** The server names a field by its path in the request. */
const requestFieldOf: Record<TargetField, string> = {
  target: 'firm.targetMinutes',
  complexTarget: 'firm.complexTargetMinutes',
};

/**
 * The Team card of /admin/settings (issue 29), for the whole firm: automatic assignment and the
 * two response-time targets, saved together.
 */
export function FirmSettingsSection() {
  const { t } = useTranslation('adminTeam');
  return (
    <TeamSettingsCard
      title={t('settings.firm.heading')}
      description={t('settings.firm.description')}
    >
      {(settings) => <FirmForm saved={settings.firm} />}
    </TeamSettingsCard>
  );
}

function FirmForm({ saved }: { saved: FirmSettings }) {
  const { t } = useTranslation(['adminTeam', 'adminSettings']);
  const [values, setValues] = useState<FirmFormValues>(() => firmFormValuesOf(saved));
  const [errors, setErrors] = useState<FirmErrors>({});
  const update = useUpdateTeamSettings();

  const changeTarget = (field: TargetField) => (value: TargetValue) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (update.isPending) return;
        const checked = toFirmRequest(values);
        if ('errors' in checked) {
          setErrors({
            target: checked.errors.target && t(`settings.errors.${checked.errors.target}`),
            complexTarget:
              checked.errors.complexTarget && t(`settings.errors.${checked.errors.complexTarget}`),
          });
          return;
        }
        setErrors({});
        update.mutate(
          { firm: checked.firm },
          {
            onSuccess: (settings) => {
              setValues(firmFormValuesOf(settings.firm));
              showToast({ variant: 'success', title: t('settings.saved'), message: '' });
            },
            onError: (error) => {
              const problems = fieldProblemsOf(error);
              setErrors({
                target: problems[requestFieldOf.target],
                complexTarget: problems[requestFieldOf.complexTarget],
              });
              showToast({
                variant: 'destructive',
                title: t('adminSettings:toasts.failed.title'),
                message: refusalMessage(error) ?? t('adminSettings:toasts.failed.message'),
              });
            },
          },
        );
      }}
    >
      <Stack gap="md">
        <Switch
          label={t('settings.firm.autoAssign')}
          description={t('settings.firm.autoAssignHint')}
          checked={values.autoAssign}
          onChange={(event) => {
            const autoAssign = event.currentTarget.checked;
            setValues((current) => ({ ...current, autoAssign }));
          }}
        />
        <TargetInput
          label={t('settings.firm.target')}
          unitLabel={t('settings.firm.targetUnit')}
          name="targetMinutes"
          value={values.target}
          error={errors.target}
          onChange={changeTarget('target')}
        />
        <TargetInput
          label={t('settings.firm.complexTarget')}
          unitLabel={t('settings.firm.complexTargetUnit')}
          name="complexTargetMinutes"
          value={values.complexTarget}
          error={errors.complexTarget}
          onChange={changeTarget('complexTarget')}
        />
        <Button type="submit" loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('settings.firm.save')}
        </Button>
      </Stack>
    </form>
  );
}

interface TargetInputProps {
  label: string;
  unitLabel: string;
  name: string;
  value: TargetValue;
  error: string | undefined;
  onChange: (value: TargetValue) => void;
}

/**
 * A whole number with its unit's select inside the input, on the right (Mantine's documented
 * "input with a select" pattern); the number carries the visible label, the select its own name.
 */
function TargetInput({ label, unitLabel, name, value, error, onChange }: TargetInputProps) {
  const { t } = useTranslation('adminTeam');
  const unitSelect = (
    <NativeSelect
      aria-label={unitLabel}
      value={value.unit}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        onChange({ ...value, unit: targetUnits.find((unit) => unit === chosen) ?? value.unit });
      }}
      data={targetUnits.map((unit) => ({ value: unit, label: t(`settings.firm.units.${unit}`) }))}
      rightSectionWidth={28}
      styles={{
        input: {
          width: UNIT_SELECT_WIDTH,
          marginRight: -2,
          borderTopLeftRadius: 0,
          borderBottomLeftRadius: 0,
        },
      }}
    />
  );
  return (
    <NumberInput
      label={label}
      name={name}
      value={value.amount}
      error={error}
      onChange={(amount) => onChange({ ...value, amount })}
      allowDecimal={false}
      allowNegative={false}
      hideControls
      required
      maw={320}
      rightSection={unitSelect}
      rightSectionWidth={UNIT_SELECT_WIDTH}
    />
  );
}
