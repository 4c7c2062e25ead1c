import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { type AdminPayment } from '@studypath/domain/payments';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../../lib/format-date.ts';
import { useApplicationPayments } from '../../api/get-application-payments.ts';
import { DetailLoading } from './detail-states.tsx';
import { RefundPaymentDialog } from './refund-payment-dialog.tsx';
import { SectionCard } from './section-card.tsx';
import { formatUsd } from '../../../../../lib/format-money.ts';

const statusColors: Record<AdminPayment['status'], string> = {
  pending: 'yellow',
  succeeded: 'green',
  canceled: 'gray',
  refunded: 'red',
};

/**
 * Every payment and refund of the path (decision 024), newest as the server orders them, with a
 * Refund action on a payment still within its 7 days. Refreshed with the path (live or 10 s).
 */
export function PaymentsCard({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('adminApplications');
  const payments = useApplicationPayments(applicationId);
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);

  return (
    <SectionCard title={t('detail.payments.heading')}>
      {payments.data === undefined &&
        (payments.isError ? (
          <Text size="sm" c="red" role="alert">
            {t('detail.payments.loadFailed')}
          </Text>
        ) : (
          <DetailLoading />
        ))}
      {payments.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('detail.payments.empty')}
        </Text>
      )}
      {payments.data?.map((payment) => (
        <PaymentRow key={payment.id} payment={payment} onRefund={() => setRefunding(payment)} />
      ))}
      <RefundPaymentDialog
        applicationId={applicationId}
        payment={refunding}
        payments={payments.data ?? []}
        onClose={() => setRefunding(null)}
      />
    </SectionCard>
  );
}

function PaymentRow({ payment, onRefund }: { payment: AdminPayment; onRefund: () => void }) {
  const { t } = useTranslation('adminApplications');
  const tier = t(`detail.status.tiers.${payment.packageTier}`);
  const amount = formatUsd(payment.amount);
  const kind = t(`detail.payments.kinds.${payment.kind}`);
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-label={t('detail.payments.rowLabel', { kind, tier, amount })}
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {t('detail.payments.summary', { tier, amount })}
          </Text>
          <Badge color={payment.kind === 'refund' ? 'orange' : 'brand'} variant="outline" tt="none">
            {kind}
          </Badge>
          <Badge color={statusColors[payment.status]} variant="light" tt="none">
            {t(`detail.payments.statuses.${payment.status}`)}
          </Badge>
        </Group>
        <Group gap="sm" wrap="wrap">
          <Text size="xs" c="dimmed">
            {formatDate(payment.succeededAt ?? payment.createdAt)}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {payment.provider === 'free'
              ? t('detail.payments.freeActivation')
              : t('detail.payments.reference', {
                  reference: payment.providerReference ?? t('detail.payments.noReference'),
                })}
          </Text>
          {payment.refundableUntil && payment.status === 'succeeded' && (
            <Text size="xs" c="dimmed">
              {t('detail.payments.refundableUntil', { date: formatDate(payment.refundableUntil) })}
            </Text>
          )}
        </Group>
        {payment.refundable && (
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconReceiptRefund size={14} aria-hidden />}
            onClick={onRefund}
            aria-label={t('detail.payments.refundNamed', { tier, amount })}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('detail.payments.refund')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
