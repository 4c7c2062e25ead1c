import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface DeleteStudyPathDialogProps {
  opened: boolean;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asked before a study path is deleted. Cancel is the safe answer, so it has the focus. */
export function DeleteStudyPathDialog({
  opened,
  isDeleting,
  onCancel,
  onConfirm,
}: DeleteStudyPathDialogProps) {
  const { t } = useTranslation('applications');
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('deleteDialog.title')}
      withCloseButton={false}
      closeOnClickOutside={!isDeleting}
      closeOnEscape={!isDeleting}
      centered
    >
      <Text size="sm">{t('deleteDialog.message')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={isDeleting} data-autofocus>
          {t('deleteDialog.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} disabled={isDeleting}>
          {isDeleting ? t('deleteDialog.deleting') : t('deleteDialog.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
