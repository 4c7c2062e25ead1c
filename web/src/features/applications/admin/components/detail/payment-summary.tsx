import { Badge, Group, Stack, Text } from '@mantine/core';
import type { AdminApplication } from '@studypath/domain/applications';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../../lib/format-date.ts';

/** Payment status and package; a package that cost nothing reads '(FREE)' (part 2 §9). */
export function PaymentSummary({ application }: { application: AdminApplication }) {
  const { t } = useTranslation('adminApplications');
  const isPaid = application.paymentStatus === 'paid';
  const tier = application.packageTier ? t(`detail.status.tiers.${application.packageTier}`) : null;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('detail.status.payment')}
        </Text>
        <Badge color={isPaid ? 'green' : 'gray'} variant="light" tt="none">
          {isPaid ? t('detail.status.paid') : t('detail.status.unpaid')}
        </Badge>
      </Group>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('detail.status.package')}
        </Text>
        {tier ? (
          <Badge color="brand" variant="outline" tt="none">
            {application.packagePrice === 0 ? t('detail.status.free', { tier }) : tier}
          </Badge>
        ) : (
          <Text size="sm">{t('detail.status.noPackage')}</Text>
        )}
      </Group>
      {application.paidAt && (
        <Text size="xs" c="dimmed">
          {t('detail.status.paidAt', { date: formatDate(application.paidAt) })}
        </Text>
      )}
    </Stack>
  );
}
