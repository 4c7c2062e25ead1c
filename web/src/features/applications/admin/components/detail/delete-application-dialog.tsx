import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDeleteApplication } from '../../api/delete-application.ts';
import { toastFailure, toastSuccess } from '../../lib/toasts.ts';

interface DeleteApplicationDialogProps {
  applicationId: string;
  opened: boolean;
  onClose: () => void;
  /** Leaves the page of the deleted path (back to the list). */
  onDeleted: () => void;
}

/** The confirmation deleting a path needs (part 2 §5); keeping it is the focused answer. */
export function DeleteApplicationDialog({
  applicationId,
  opened,
  onClose,
  onDeleted,
}: DeleteApplicationDialogProps) {
  const { t } = useTranslation('adminApplications');
  const deletion = useDeleteApplication(applicationId, {
    onSuccess: () => {
      toastSuccess(t('toasts.deleted'));
      onDeleted();
    },
    onError: (error) => toastFailure(t('toasts.deleteFailed'), error),
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('detail.delete.title')} centered>
      <Text size="sm">{t('detail.delete.message')}</Text>
      <Group justify="flex-end" gap="xs" mt="lg">
        <Button variant="default" onClick={onClose} disabled={deletion.isPending} data-autofocus>
          {t('detail.delete.cancel')}
        </Button>
        <Button color="red" loading={deletion.isPending} onClick={() => deletion.mutate()}>
          {t('detail.delete.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
