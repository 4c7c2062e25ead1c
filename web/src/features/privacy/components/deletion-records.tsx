// What deleting the account removes and what it keeps, until when (issue 30): the removed kinds
// are the same for everyone; the kept records are this account's own, as the server lists them
// for the deletion date (anything whose seven years end before it is removed with the rest).
import { List, Stack, Text, Title } from '@mantine/core';
import type { AccountDeletionState, KeptPayment } from '@studypath/domain/privacy';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date.ts';
import { formatUsd } from '../../../lib/format-money.ts';
import { usePackageTexts } from '../../../lib/package-texts.ts';

const removedKinds = [
  'account',
  'profile',
  'studyPaths',
  'messages',
  'infoRequests',
  'guardians',
  'activity',
] as const;

export function DeletionRecords({ state }: { state: AccountDeletionState }) {
  const { t } = useTranslation('accountDeletion');
  const packageTexts = usePackageTexts();
  const paymentText = (payment: KeptPayment) =>
    t(payment.kind === 'refund' ? 'kept.refundUntil' : 'kept.paymentUntil', {
      package: packageTexts(payment.packageTier).name,
      amount: formatUsd(payment.amountCents),
      paidOn: formatDate(payment.paidAt),
      date: formatDate(payment.keptUntil),
    });
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('removed.title')}
      </Title>
      <List size="sm" spacing={4}>
        {removedKinds.map((kind) => (
          <List.Item key={kind}>{t(`removed.${kind}`)}</List.Item>
        ))}
      </List>
      <Title order={3} size="h5">
        {t('kept.title')}
      </Title>
      <Text size="sm">{t('kept.sealed')}</Text>
      <Text size="sm" fw={600}>
        {t('kept.documents')}
      </Text>
      {state.keptDocuments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('kept.noDocuments')}
        </Text>
      ) : (
        <List size="sm" spacing={4} aria-label={t('kept.documents')}>
          {state.keptDocuments.map((document) => (
            <List.Item key={document.id} style={{ overflowWrap: 'anywhere' }}>
              {t('kept.documentUntil', {
                name: document.fileName,
                date: formatDate(document.keptUntil),
              })}
            </List.Item>
          ))}
        </List>
      )}
      <Text size="sm" c="dimmed">
        {t('kept.laterDocuments')}
      </Text>
      <Text size="sm" fw={600}>
        {t('kept.payments')}
      </Text>
      {state.keptPayments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('kept.noPayments')}
        </Text>
      ) : (
        <List size="sm" spacing={4} aria-label={t('kept.payments')}>
          {state.keptPayments.map((payment) => (
            <List.Item key={payment.id}>{paymentText(payment)}</List.Item>
          ))}
        </List>
      )}
      {state.paymentsForStudents > 0 && <Text size="sm">{t('kept.paymentsForStudents')}</Text>}
    </Stack>
  );
}
