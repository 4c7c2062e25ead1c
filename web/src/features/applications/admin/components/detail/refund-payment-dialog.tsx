import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type AdminPayment } from '@studypath/domain/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefundPayment } from '../../api/refund-payment.ts';
import { tierAfterRefund } from '../../lib/tier-after-refund.ts';
import { toastFailure, toastSuccess } from '../../lib/toasts.ts';
import { formatUsd } from '../../../../../lib/format-money.ts';

interface RefundPaymentDialogProps {
  applicationId: string;
  /** The payment to refund; null: closed. */
  payment: AdminPayment | null;
  /** All of the path's payments, to say which package the path keeps. */
  payments: readonly AdminPayment[];
  onClose: () => void;
}

/**
 * Asks before giving a payment back: how much, for which package, and where that leaves the path
 * (the tier it had before). Keeping the payment is the focused answer.
 */
export function RefundPaymentDialog({
  applicationId,
  payment,
  payments,
  onClose,
}: RefundPaymentDialogProps) {
  const { t } = useTranslation('adminApplications');
  const refund = useRefundPayment(applicationId, {
    onSuccess: () => {
      toastSuccess(t('toasts.paymentRefunded'));
      onClose();
    },
    onError: (error) => {
      toastFailure(t('toasts.refundFailed'), error);
      onClose();
    },
  });
  // The last payment asked about stays on screen while the dialog closes.
  const [shown, setShown] = useState(payment);
  if (payment !== null && payment !== shown) setShown(payment);
  const close = () => {
    if (!refund.isPending) onClose();
  };

  return (
    <Modal opened={payment !== null} onClose={close} title={t('detail.refund.title')} centered>
      {shown && (
        <Stack gap="sm">
          <Text size="sm">
            {t('detail.refund.message', {
              amount: formatUsd(shown.amount),
              tier: t(`detail.status.tiers.${shown.packageTier}`),
            })}
          </Text>
          <Text size="sm">
            <Consequence payment={shown} payments={payments} />
          </Text>
          <Text size="sm" c="dimmed">
            {t('detail.refund.email')}
          </Text>
          <Group justify="flex-end" gap="xs" mt="sm">
            <Button variant="default" onClick={close} disabled={refund.isPending} data-autofocus>
              {t('detail.refund.cancel')}
            </Button>
            <Button color="red" loading={refund.isPending} onClick={() => refund.mutate(shown.id)}>
              {t('detail.refund.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function Consequence({
  payment,
  payments,
}: {
  payment: AdminPayment;
  payments: readonly AdminPayment[];
}) {
  const { t } = useTranslation('adminApplications');
  const before = tierAfterRefund(payments, '');
  const after = tierAfterRefund(payments, payment.id);
  if (after === null) return t('detail.refund.backToUnpaid');
  const tier = t(`detail.status.tiers.${after}`);
  return after === before
    ? t('detail.refund.keepsTier', { tier })
    : t('detail.refund.backToTier', { tier });
}
