import { Button, NativeSelect, Stack, Switch, Text } from '@mantine/core';
import type { PathAssignment, TeamMember } from '@studypath/domain/team';
import { useTranslation } from 'react-i18next';
import { usePathAssignment } from '../../api/get-path-assignment.ts';
import { useTeamConsultants } from '../../../../../lib/get-team.ts';
import { useUpdatePathAssignment } from '../../api/update-path-assignment.ts';
import { toastFailure, toastSuccess } from '../../lib/toasts.ts';
import { SectionCard } from './section-card.tsx';
import { WaitLine } from './wait-line.tsx';

/**
 * The choices of consultant: every administrator by display name, else e-mail; the path's own
 * consultant is kept when the team could not be read, so the select never shows a wrong name.
 */
function consultantOptions(
  assignment: PathAssignment,
  team: readonly TeamMember[] | undefined,
  unassignedLabel: string,
) {
  const options = (team ?? []).map((member) => ({
    value: member.id,
    label: member.displayName ?? member.email,
  }));
  const { consultantId, consultantName } = assignment;
  if (consultantId === null)
    return [{ value: '', label: unassignedLabel, disabled: true }, ...options];
  if (!options.some((option) => option.value === consultantId)) {
    options.unshift({ value: consultantId, label: consultantName ?? consultantId });
  }
  return options;
}

/**
 * Assignment (issue 29): who holds the path, reassigned by choosing another administrator (the
 * server audits it and emails them); whether it is a complex case (the longer response target);
 * and how long the student has waited on their consultant.
 */
export function AssignmentCard({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation(['adminAssignment', 'common']);
  const assignment = usePathAssignment(applicationId);
  const team = useTeamConsultants();
  const reassign = useUpdatePathAssignment(applicationId, {
    onSuccess: () => toastSuccess(t('toasts.reassigned')),
    onError: (error) => toastFailure(t('toasts.reassignFailed'), error),
  });
  const complexChange = useUpdatePathAssignment(applicationId, {
    onSuccess: (updated) =>
      toastSuccess(updated.isComplex ? t('toasts.complexMarked') : t('toasts.complexUnmarked')),
    onError: (error) => toastFailure(t('toasts.complexFailed'), error),
  });

  if (!assignment.data) {
    return (
      <SectionCard title={t('card.heading')}>
        {assignment.isError ? (
          <Stack gap="xs" align="flex-start">
            <Text size="sm" c="red" role="alert">
              {t('card.loadFailed')}
            </Text>
            <Button size="xs" variant="light" onClick={() => void assignment.refetch()}>
              {t('card.retry')}
            </Button>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed" role="status">
            {t('common:loading')}
          </Text>
        )}
      </SectionCard>
    );
  }
  const current = assignment.data;
  const isBusy = reassign.isPending || complexChange.isPending;
  // While the change is on its way the switch shows what was asked, not what was.
  const isComplex =
    complexChange.isPending && complexChange.variables.isComplex !== undefined
      ? complexChange.variables.isComplex
      : current.isComplex;
  return (
    <SectionCard title={t('card.heading')}>
      <NativeSelect
        label={t('card.consultant')}
        data={consultantOptions(current, team.data, t('card.unassigned'))}
        value={
          reassign.isPending
            ? (reassign.variables.consultantId ?? '')
            : (current.consultantId ?? '')
        }
        disabled={isBusy}
        onChange={(event) => {
          const consultantId = event.currentTarget.value;
          if (consultantId && consultantId !== current.consultantId) {
            reassign.mutate({ consultantId });
          }
        }}
      />
      <Switch
        label={t('card.complex')}
        checked={isComplex}
        disabled={isBusy}
        onChange={(event) => complexChange.mutate({ isComplex: event.currentTarget.checked })}
      />
      <WaitLine wait={current.wait} />
    </SectionCard>
  );
}
