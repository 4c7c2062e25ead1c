import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Application } from '@studypath/domain/applications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../../lib/format-date.ts';
import { packageLinkFor } from '../../lib/package-link.ts';

interface PaymentCardProps {
  application: Application;
  /** The payment screen of this path. */
  paymentHref: string;
}

/**
 * Whether the service package is paid, which tier the path holds, and the way to the payment
 * screen: 'Upgrade Package' below the highest tier, 'Choose a Package' while unpaid.
 */
export function PaymentCard({ application, paymentHref }: PaymentCardProps) {
  const { t } = useTranslation('applications');
  const isPaid = application.paymentStatus === 'paid';
  const link = packageLinkFor(application);
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
        {link && (
          <Button
            component={Link}
            to={paymentHref}
            variant={link === 'choose' ? 'filled' : 'light'}
            size="sm"
            mt={4}
            style={{ alignSelf: 'flex-start' }}
          >
            {link === 'upgrade' ? t('details.payment.upgrade') : t('details.payment.choose')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
