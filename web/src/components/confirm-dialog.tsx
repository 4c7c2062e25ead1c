import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The change is on its way: the dialog stays open and its buttons wait. */
  isBusy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A destructive change asked about first (part 2 §5); going back is the focused answer. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  isBusy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!isBusy) onCancel();
      }}
      title={title}
      centered
    >
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" gap="xs" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={isBusy} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color="red" loading={isBusy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
