import { Alert, Badge, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import {
  applicationStatuses,
  applicationStatusSchema,
  canCloseApplication,
  showsClosureNotice,
  type AdminApplication,
  type ApplicationStatus,
} from '@studypath/domain/applications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../../lib/format-date.ts';
import { statusColor, statusLabel } from '../../../../../lib/status-display.ts';
import { useUpdateApplicationStatus } from '../../api/update-application-status.ts';
import { toastFailure, toastSuccess } from '../../lib/toasts.ts';
import { CloseApplicationDialog } from './close-application-dialog.tsx';
import { DeleteApplicationDialog } from './delete-application-dialog.tsx';
import { PaymentSummary } from './payment-summary.tsx';
import { SectionCard } from './section-card.tsx';

interface StatusActionsCardProps {
  application: AdminApplication;
  onDeleted: () => void;
}

/**
 * Current status, closure, payment, and what the consultant may do: set any status (no order is
 * enforced, part 2 §4), close with a reason, delete. A status is picked, then sent with Update
 * Status, because each change emails the student.
 */
export function StatusActionsCard({ application, onDeleted }: StatusActionsCardProps) {
  const { t } = useTranslation('adminApplications');
  const [chosen, setChosen] = useState<ApplicationStatus | null>(null);
  const [dialog, setDialog] = useState<'close' | 'delete' | null>(null);
  const statusUpdate = useUpdateApplicationStatus(application.id, {
    onSuccess: () => {
      setChosen(null);
      toastSuccess(t('toasts.statusUpdated'));
    },
    onError: (error) => toastFailure(t('toasts.statusFailed'), error),
  });
  const options = [
    { value: '', label: t('detail.status.selectStatus'), disabled: true },
    ...applicationStatuses.map((status) => ({ value: status, label: statusLabel(status) })),
  ];

  return (
    <SectionCard title={t('detail.status.heading')}>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('detail.status.current')}
        </Text>
        <Badge color={statusColor(application.status)} variant="light" tt="none" maw="100%">
          {statusLabel(application.status)}
        </Badge>
      </Group>
      {showsClosureNotice(application) && (
        <Alert color="red" variant="light" title={t('detail.status.closure')}>
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {application.closedReason}
          </Text>
          {application.closedAt && (
            <Text size="xs" c="dimmed" mt={4}>
              {t('detail.status.closedAt', { date: formatDate(application.closedAt) })}
            </Text>
          )}
        </Alert>
      )}
      <PaymentSummary application={application} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen && chosen !== application.status) statusUpdate.mutate(chosen);
        }}
      >
        <Stack gap="xs">
          <NativeSelect
            label={t('detail.status.newStatus')}
            data={options}
            value={chosen ?? ''}
            onChange={(event) => {
              const parsed = applicationStatusSchema.safeParse(event.currentTarget.value);
              if (parsed.success) setChosen(parsed.data);
            }}
          />
          <Button
            type="submit"
            disabled={chosen === null || chosen === application.status}
            loading={statusUpdate.isPending}
          >
            {t('detail.status.update')}
          </Button>
        </Stack>
      </form>
      <Stack gap="xs">
        <Button
          variant="outline"
          color="red"
          disabled={!canCloseApplication(application.status)}
          onClick={() => setDialog('close')}
        >
          {t('detail.status.close')}
        </Button>
        <Button color="red" onClick={() => setDialog('delete')}>
          {t('detail.status.delete')}
        </Button>
      </Stack>
      <CloseApplicationDialog
        applicationId={application.id}
        opened={dialog === 'close'}
        onClose={() => setDialog(null)}
      />
      <DeleteApplicationDialog
        applicationId={application.id}
        opened={dialog === 'delete'}
        onClose={() => setDialog(null)}
        onDeleted={onDeleted}
      />
    </SectionCard>
  );
}
