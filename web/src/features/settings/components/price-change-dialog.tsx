import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPrice, type PriceChange } from '../lib/price-form.ts';
import { usePackageTexts } from '../../../lib/package-texts.ts';

interface PriceChangeDialogProps {
  /** The changes asked about; empty keeps the dialog closed. */
  changes: readonly PriceChange[];
  isSaving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A price change applies to every new sale, so it is confirmed with the old and new price of each
 * package it touches. Going back is the focused answer.
 */
export function PriceChangeDialog({
  changes,
  isSaving,
  onConfirm,
  onCancel,
}: PriceChangeDialogProps) {
  const { t } = useTranslation('adminSettings');
  const packageTexts = usePackageTexts();
  return (
    <Modal
      opened={changes.length > 0}
      onClose={() => {
        if (!isSaving) onCancel();
      }}
      title={t('packages.confirm.title')}
      centered
    >
      <Stack gap="sm">
        <Text size="sm">{t('packages.confirm.intro')}</Text>
        <List size="sm" spacing={4}>
          {changes.map((change) => (
            <List.Item key={change.id}>
              {t('packages.confirm.change', {
                name: packageTexts(change.id).name,
                from: formatPrice(change.fromCents),
                to: formatPrice(change.toCents),
              })}
            </List.Item>
          ))}
        </List>
      </Stack>
      <Group justify="flex-end" gap="xs" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={isSaving} data-autofocus>
          {t('packages.confirm.cancel')}
        </Button>
        <Button loading={isSaving} onClick={onConfirm}>
          {t('packages.confirm.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
