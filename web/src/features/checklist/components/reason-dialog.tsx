import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** As the review request takes it (reviewChecklistItemRequestSchema). */
const REASON_MAX_LENGTH = 1000;

interface ReasonDialogProps {
  opened: boolean;
  title: string;
  confirmLabel: string;
  isBusy: boolean;
  /** The server's refusal, shown in the dialog so that the reason typed is not lost. */
  failure: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Ask for changes and Mark as not needed: both tell the student why, so a reason is required. */
export function ReasonDialog({
  opened,
  title,
  confirmLabel,
  isBusy,
  failure,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const { t } = useTranslation('checklist');
  const [reason, setReason] = useState('');
  const [isMissing, setIsMissing] = useState(false);
  const close = () => {
    if (isBusy) return;
    setReason('');
    setIsMissing(false);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = reason.trim();
          setIsMissing(trimmed === '');
          if (trimmed !== '') onConfirm(trimmed);
        }}
      >
        <Stack gap="md">
          <Textarea
            label={t('review.reason')}
            description={t('review.reasonHint')}
            required
            rows={3}
            resize="vertical"
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setIsMissing(false);
            }}
            error={isMissing ? t('review.reasonRequired') : undefined}
            data-autofocus
          />
          {failure && (
            <Text size="sm" c="red" role="alert">
              {failure}
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} disabled={isBusy}>
              {t('review.cancel')}
            </Button>
            <Button type="submit" loading={isBusy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
