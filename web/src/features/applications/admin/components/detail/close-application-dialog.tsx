import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { CLOSE_REASON_MAX_LENGTH } from '@studypath/domain/applications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseApplication } from '../../api/close-application.ts';
import { toastFailure, toastSuccess } from '../../lib/toasts.ts';

interface CloseApplicationDialogProps {
  applicationId: string;
  opened: boolean;
  onClose: () => void;
}

/** Close Application needs a reason, which the student reads and receives by email (§4, §5). */
export function CloseApplicationDialog({
  applicationId,
  opened,
  onClose,
}: CloseApplicationDialogProps) {
  const { t } = useTranslation('adminApplications');
  const [reason, setReason] = useState('');
  const closing = useCloseApplication(applicationId, {
    onSuccess: () => {
      toastSuccess(t('toasts.closed'));
      setReason('');
      onClose();
    },
    onError: (error) => toastFailure(t('toasts.closeFailed'), error),
  });
  const trimmed = reason.trim();

  return (
    <Modal opened={opened} onClose={onClose} title={t('detail.close.title')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed !== '') closing.mutate(trimmed);
        }}
      >
        <Stack gap="md">
          <Textarea
            label={t('detail.close.reason')}
            description={t('detail.close.reasonHint')}
            required
            rows={3}
            resize="vertical"
            maxLength={CLOSE_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={closing.isPending}>
              {t('detail.close.cancel')}
            </Button>
            <Button type="submit" color="red" disabled={trimmed === ''} loading={closing.isPending}>
              {t('detail.close.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
