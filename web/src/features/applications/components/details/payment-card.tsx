import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Application } from '@studypath/domain/applications';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format-date.ts';

/** Whether the service package is paid, and which tier the path holds. */
export function PaymentCard({ application }: { application: Application }) {
  const { t } = useTranslation('applications');
  const isPaid = application.paymentStatus === 'paid';
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="payment-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="payment-heading">
          {t('details.payment.heading')}
        </Title>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('details.payment.status')}
          </Text>
          <Badge color={isPaid ? 'green' : 'gray'} variant="light" tt="none">
            {isPaid ? t('details.payment.paid') : t('details.payment.unpaid')}
          </Badge>
        </Group>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('details.payment.tier')}
          </Text>
          <Text size="sm" fw={600}>
            {application.packageTier
              ? t(`details.payment.tiers.${application.packageTier}`)
              : t('details.payment.noTier')}
          </Text>
        </Group>
        {application.paidAt && (
          <Text size="sm">
            {t('details.payment.paidAt', { date: formatDate(application.paidAt) })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
