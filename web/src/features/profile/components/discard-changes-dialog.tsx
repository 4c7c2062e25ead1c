import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface DiscardChangesDialogProps {
  opened: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/**
 * Asked when the student leaves the profile form with unsaved changes. Keeping them is the safe
 * answer, so it has the focus, and Escape or a click outside the dialog means it too.
 */
export function DiscardChangesDialog({
  opened,
  onKeepEditing,
  onDiscard,
}: DiscardChangesDialogProps) {
  const { t } = useTranslation('profile');
  return (
    <Modal
      opened={opened}
      onClose={onKeepEditing}
      title={t('edit.discard.title')}
      withCloseButton={false}
      centered
    >
      <Text size="sm">{t('edit.discard.message')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onKeepEditing} data-autofocus>
          {t('edit.discard.keepEditing')}
        </Button>
        <Button color="red" onClick={onDiscard}>
          {t('edit.discard.discard')}
        </Button>
      </Group>
    </Modal>
  );
}
