import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import type { AdminUserPayment } from '@studypath/domain/admin';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date.ts';
import { useAdminUserPayments } from '../api/get-admin-user-payments.ts';
import { DetailSection } from './detail-section.tsx';
import { formatUsd } from '../../../lib/format-money.ts';

const statusColors: Record<AdminUserPayment['status'], string> = {
  pending: 'yellow',
  succeeded: 'green',
  canceled: 'gray',
  refunded: 'red',
};

const listStyle = { listStyle: 'none' } as const;

/**
 * The student's payments and refunds, newest first, with the study path each paid for: the
 * records of a deleted path are kept and read here, by the title the path had (issue 23).
 */
export function UserPayments({ userId }: { userId: string }) {
  const { t } = useTranslation('adminUsers');
  const payments = useAdminUserPayments(userId);
  return (
    <DetailSection title={t('detail.payments.heading')}>
      {payments.data === undefined ? (
        payments.isError ? (
          <Text size="sm" c="red" role="alert">
            {t('detail.payments.loadFailed')}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('detail.payments.loading')}
          </Text>
        )
      ) : payments.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('detail.payments.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={listStyle}>
          {payments.data.map((payment) => (
            <PaymentItem key={payment.id} payment={payment} />
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}

function PaymentItem({ payment }: { payment: AdminUserPayment }) {
  const { t } = useTranslation('adminUsers');
  const title = payment.studyPathTitle ?? t('detail.payments.unknownPath');
  return (
    <Box component="li">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={500}>
          {t('detail.payments.summary', {
            tier: t(`detail.payments.tiers.${payment.packageTier}`),
            amount: formatUsd(payment.amount),
          })}
        </Text>
        <Badge color={payment.kind === 'refund' ? 'orange' : 'brand'} variant="outline" tt="none">
          {t(`detail.payments.kinds.${payment.kind}`)}
        </Badge>
        <Badge color={statusColors[payment.status]} variant="light" tt="none">
          {t(`detail.payments.statuses.${payment.status}`)}
        </Badge>
      </Group>
      <Group gap="xs" wrap="wrap">
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('detail.payments.path', {
            title,
            date: formatDate(payment.succeededAt ?? payment.createdAt),
          })}
        </Text>
        {payment.deletedApplicationId !== null && (
          <Badge color="gray" variant="light" size="sm" tt="none">
            {t('detail.payments.deletedPath')}
          </Badge>
        )}
      </Group>
    </Box>
  );
}
