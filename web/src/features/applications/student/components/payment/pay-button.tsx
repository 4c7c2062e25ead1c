import { Button, Loader } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface PayButtonProps {
  /** What is charged, already formatted ('$899'). */
  amount: string;
  isBusy: boolean;
  /** The card form is not ready yet (Stripe still loading). */
  isDisabled?: boolean;
}

/**
 * 'Pay $X USD', 'Processing...' while the payment is confirmed (part 2 §2). While busy it stays
 * focusable (aria-disabled, not disabled), so a keyboard user is not thrown out of the form.
 */
export function PayButton({ amount, isBusy, isDisabled = false }: PayButtonProps) {
  const { t } = useTranslation('payments');
  return (
    <Button
      type="submit"
      size="md"
      fullWidth
      disabled={isDisabled}
      data-disabled={isBusy || undefined}
      aria-disabled={isBusy || undefined}
      leftSection={isBusy ? <Loader size={16} color="gray" /> : <IconLock size={18} aria-hidden />}
    >
      {isBusy ? t('checkout.processing') : t('checkout.pay', { amount })}
    </Button>
  );
}
