import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { refusalMessage } from '../../../lib/refusal-message.ts';
import { showToast } from '../../../lib/toast.tsx';
import { useRemoveCustomItem } from '../api/remove-custom-item.ts';

interface RemoveItemActionProps {
  applicationId: string;
  itemId: string;
  title: string;
}

/** Remove item, for a consultant's own item, asked about first: the student loses it too. */
export function RemoveItemAction({ applicationId, itemId, title }: RemoveItemActionProps) {
  const { t } = useTranslation('checklist');
  const [isConfirming, setIsConfirming] = useState(false);
  const removal = useRemoveCustomItem(applicationId, {
    onSuccess: () => {
      setIsConfirming(false);
      showToast({ variant: 'success', title: t('custom.removed'), message: '' });
    },
    onError: (error) => {
      setIsConfirming(false);
      showToast({
        variant: 'destructive',
        title: t('custom.removeFailed'),
        message: refusalMessage(error) ?? '',
      });
    },
  });
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        aria-label={t('custom.removeNamed', { item: title })}
        onClick={() => setIsConfirming(true)}
      >
        {t('custom.remove')}
      </Button>
      <ConfirmDialog
        opened={isConfirming}
        title={t('custom.removeTitle')}
        message={t('custom.removeMessage', { item: title })}
        confirmLabel={t('custom.remove')}
        cancelLabel={t('custom.cancel')}
        isBusy={removal.isPending}
        onConfirm={() => removal.mutate(itemId)}
        onCancel={() => setIsConfirming(false)}
      />
    </>
  );
}
