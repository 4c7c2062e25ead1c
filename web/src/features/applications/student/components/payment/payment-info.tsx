import { List, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import { REFUND_WINDOW_DAYS } from '@studypath/domain/payments';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The info box of part 2 §2: provider, receipt, upgrades by difference, the refund window. */
export function PaymentInfo() {
  const { t } = useTranslation('payments');
  const headingId = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      bg="var(--mantine-primary-color-light)"
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="xs">
        <Title order={2} size="h5" id={headingId}>
          {t('info.heading')}
        </Title>
        <List
          spacing={4}
          size="sm"
          icon={
            <ThemeIcon size={20} radius="xl" variant="transparent" aria-hidden>
              <IconInfoCircle size={16} />
            </ThemeIcon>
          }
        >
          <List.Item>{t('info.provider')}</List.Item>
          <List.Item>{t('info.receipt')}</List.Item>
          <List.Item>{t('info.upgrade')}</List.Item>
          <List.Item>{t('info.refund', { days: REFUND_WINDOW_DAYS })}</List.Item>
        </List>
      </Stack>
    </Paper>
  );
}
