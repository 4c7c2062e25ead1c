import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface DeleteStudyPathDialogProps {
  opened: boolean;
  isDeleting: boolean;
  /** The path holds a payment: it cannot be deleted, and the dialog says why (issue 23). */
  holdsPayment: boolean;
  /** Where the student writes to the consultant (a new conversation). */
  messageConsultantHref: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asked before a study path is deleted. Cancel is the safe answer, so it has the focus. A path
 * that holds a payment is kept for the records: the dialog explains, and offers to write to the
 * consultant, who can withdraw it, instead of the deletion.
 */
export function DeleteStudyPathDialog({
  opened,
  isDeleting,
  holdsPayment,
  messageConsultantHref,
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
      {holdsPayment ? (
        <>
          <Text size="sm">{t('deleteDialog.holdsPayment')}</Text>
          <Group justify="flex-end" mt="lg" gap="sm">
            <Button variant="default" onClick={onCancel} data-autofocus>
              {t('deleteDialog.close')}
            </Button>
            <Button component={Link} to={messageConsultantHref}>
              {t('deleteDialog.messageConsultant')}
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text size="sm">{t('deleteDialog.message')}</Text>
          <Group justify="flex-end" mt="lg" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={isDeleting} data-autofocus>
              {t('deleteDialog.cancel')}
            </Button>
            <Button color="red" onClick={onConfirm} disabled={isDeleting}>
              {isDeleting ? t('deleteDialog.deleting') : t('deleteDialog.confirm')}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
