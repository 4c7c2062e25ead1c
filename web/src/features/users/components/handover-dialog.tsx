import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeamConsultants } from '../../../lib/get-team.ts';

/** An administrator about to leave the team: deleted, or made a student. */
export interface LeavingAdmin {
  id: string;
  email: string;
  kind: 'delete' | 'demote';
}

interface HandoverDialogProps {
  /** Who leaves, and how; null: the dialog is closed. */
  leaving: LeavingAdmin | null;
  /** The change is on its way: the dialog stays open and its buttons wait. */
  isBusy: boolean;
  /** `reassignTo` absent: their paths are shared out by caseload. */
  onConfirm: (reassignTo: string | undefined) => void;
  onCancel: () => void;
}

/**
 * Before an administrator leaves (issue 29): who takes their study paths, one colleague or
 * everyone by caseload (the first choice), so that no path is left without a consultant.
 */
export function HandoverDialog({ leaving, isBusy, onConfirm, onCancel }: HandoverDialogProps) {
  const { t } = useTranslation(['adminUsers', 'adminAssignment']);
  // The last one asked about, so the title does not change while the dialog fades out.
  const [shown, setShown] = useState(leaving);
  if (leaving !== null && (leaving.id !== shown?.id || leaving.kind !== shown?.kind)) {
    setShown(leaving);
  }
  const isDemotion = shown?.kind === 'demote';
  return (
    <Modal
      opened={leaving !== null}
      onClose={() => {
        if (!isBusy) onCancel();
      }}
      title={isDemotion ? t('adminAssignment:handover.demoteTitle') : t('deleteDialog.title')}
      centered
    >
      {/* Keyed by who leaves: each handover starts from sharing out. */}
      {leaving && (
        <HandoverForm
          key={leaving.id}
          leavingId={leaving.id}
          message={
            isDemotion
              ? t('adminAssignment:handover.demoteMessage', { email: leaving.email })
              : t('deleteDialog.message', { email: leaving.email })
          }
          confirmLabel={
            isDemotion ? t('adminAssignment:handover.demoteConfirm') : t('deleteDialog.confirm')
          }
          isBusy={isBusy}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      )}
    </Modal>
  );
}

interface HandoverFormProps extends Omit<HandoverDialogProps, 'leaving'> {
  leavingId: string;
  message: string;
  confirmLabel: string;
}

function HandoverForm(props: HandoverFormProps) {
  const { leavingId, message, confirmLabel, isBusy, onConfirm, onCancel } = props;
  const { t } = useTranslation('adminAssignment');
  const team = useTeamConsultants({ isFresh: true });
  const [reassignTo, setReassignTo] = useState('');
  const others = (team.data ?? []).filter((member) => member.id !== leavingId);
  const options = [
    { value: '', label: t('handover.shareOut') },
    ...others.map((member) => ({ value: member.id, label: member.displayName ?? member.email })),
  ];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(reassignTo === '' ? undefined : reassignTo);
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        <Text size="sm" fw={600}>
          {t('handover.question')}
        </Text>
        <NativeSelect
          label={t('handover.label')}
          data={options}
          value={reassignTo}
          disabled={isBusy}
          onChange={(event) => setReassignTo(event.currentTarget.value)}
        />
        {team.isError && (
          <Alert color="yellow" variant="light">
            {t('handover.teamLoadFailed')}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={isBusy} data-autofocus>
            {t('handover.cancel')}
          </Button>
          <Button type="submit" color="red" loading={isBusy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
