import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { GuardianPayment } from '@studypath/domain/guardians';
import { useTranslation } from 'react-i18next';
import { PendingQuery } from '../../../../components/query-states.tsx';
import { formatDate } from '../../../../lib/format-date.ts';
import { useGuardianPayments } from '../../api/get-guardian-payments.ts';
import { SectionFrame } from './section-frame.tsx';
import { formatUsd } from '../../../../lib/format-money.ts';
import { usePackageTexts } from '../../../../lib/package-texts.ts';

const statusColors: Record<GuardianPayment['status'], string> = {
  pending: 'yellow',
  succeeded: 'green',
  canceled: 'gray',
  refunded: 'gray',
};

/** The student's payments and refunds, read-only, with who paid each. */
export function PaymentsSection({ studentId }: { studentId: string }) {
  const { t } = useTranslation('guardians');
  const payments = useGuardianPayments(studentId);
  return (
    <SectionFrame title={t('area.payments.heading')}>
      {!payments.data && (
        <PendingQuery
          hasFailed={payments.isError}
          title={t('area.payments.loadFailed')}
          retryLabel={t('area.retry')}
          onRetry={() => void payments.refetch()}
        />
      )}
      {payments.data?.length === 0 && <Text c="dimmed">{t('area.payments.empty')}</Text>}
      {payments.data?.map((payment) => (
        <PaymentRow key={payment.id} payment={payment} />
      ))}
    </SectionFrame>
  );
}

function PaymentRow({ payment }: { payment: GuardianPayment }) {
  const { t } = useTranslation('guardians');
  const packageName = usePackageTexts()(payment.packageTier).name;
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={packageName}>
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text fw={600}>
            {payment.kind === 'refund'
              ? `${packageName} · ${t('area.payments.refund')}`
              : packageName}
          </Text>
          <Text fw={700}>{formatUsd(payment.amount)}</Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color={statusColors[payment.status]} tt="none">
            {t(`area.payments.statuses.${payment.status}`)}
          </Badge>
          <Text size="xs" c="dimmed">
            {formatDate(payment.succeededAt ?? payment.createdAt)}
          </Text>
        </Group>
        {/* The contract says 'guardian' for this guardian and any other alike. */}
        <Text size="sm">{t(`area.payments.paidBy.${payment.paidBy}`)}</Text>
      </Stack>
    </Card>
  );
}
