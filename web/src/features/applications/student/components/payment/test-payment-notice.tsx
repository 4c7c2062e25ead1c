import { Alert } from '@mantine/core';
import type { PaymentConfigResponse } from '@studypath/domain/payments';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Said plainly on every payment view while the server takes payments with its simulated provider
 * (issue 23): nobody should believe a test card bought a real service, or that money was taken.
 */
export function TestPaymentNotice({ config }: { config: PaymentConfigResponse | undefined }) {
  const { t } = useTranslation('payments');
  if (config?.provider !== 'simulated') return null;
  return (
    // A standing note, not news: role="note" keeps screen readers from announcing it as an alert.
    <Alert
      role="note"
      color="yellow"
      variant="light"
      title={t('testMode.title')}
      // Mantine's yellow title on the light yellow fails the contrast check: the text's own colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      icon={<IconFlask size={18} aria-hidden />}
    >
      {t('testMode.message')}
    </Alert>
  );
}
