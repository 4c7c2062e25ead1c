// "Delete my account" on the Privacy & data page (issue 30, item 2; decision 042), for students
// and guardians: what the deletion removes and what it keeps, until when; then either the form
// (password and the typed word) or, once asked, the date with "Cancel deletion".
import { Paper, Stack, Text, Title } from '@mantine/core';
import { ACCOUNT_DELETION_DELAY_DAYS } from '@studypath/domain/privacy';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingQuery } from '../../../components/query-states.tsx';
import { useAccountDeletion } from '../api/get-account-deletion.ts';
import { DeletionRecords } from './deletion-records.tsx';
import { DeletionRequestForm } from './deletion-request-form.tsx';
import { ScheduledDeletion } from './scheduled-deletion.tsx';

export function AccountDeletionSection() {
  const { t } = useTranslation('accountDeletion');
  const headingId = useId();
  const deletion = useAccountDeletion();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {t('title')}
        </Title>
        {deletion.data ? (
          <>
            {deletion.data.scheduled ? (
              <ScheduledDeletion scheduled={deletion.data.scheduled} />
            ) : (
              <Text size="sm">{t('intro', { days: ACCOUNT_DELETION_DELAY_DAYS })}</Text>
            )}
            <DeletionRecords state={deletion.data} />
            {!deletion.data.scheduled && <DeletionRequestForm />}
          </>
        ) : (
          <PendingQuery
            hasFailed={deletion.isError}
            title={t('loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => void deletion.refetch()}
          />
        )}
      </Stack>
    </Paper>
  );
}
