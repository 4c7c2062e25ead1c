// The deletion asked for: when it happens, and the way to cancel it (issue 30).
import { Alert, Button, Text } from '@mantine/core';
import type { AccountDeletionState } from '@studypath/domain/privacy';
import { IconCalendarX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date.ts';
import { useCancelDeletionWithToast } from '../lib/use-cancel-deletion.ts';

export function ScheduledDeletion({
  scheduled,
}: {
  scheduled: NonNullable<AccountDeletionState['scheduled']>;
}) {
  const { t } = useTranslation('accountDeletion');
  const { cancel, isCancelling } = useCancelDeletionWithToast();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconCalendarX size={20} />}
      title={t('scheduled.title', { date: formatDate(scheduled.dueAt) })}
    >
      <Text size="sm" mb="sm">
        {t('scheduled.body', { requested: formatDate(scheduled.requestedAt) })}
      </Text>
      <Button loading={isCancelling} onClick={() => cancel()}>
        {t('scheduled.cancel')}
      </Button>
    </Alert>
  );
}
