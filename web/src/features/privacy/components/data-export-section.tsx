// "Download my data" on the Privacy & data page (issue 30, item 1; decision 040), for students and
// guardians: what the zip holds, the button that asks for it, the build's progress (the query asks
// every few seconds while it runs), the download once ready with its expiry, and, within a day of
// the last one, when the next may be asked for.
import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { DataExport } from '@studypath/domain/privacy';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingQuery } from '../../../components/query-states.tsx';
import { formatFileSize } from '../../../lib/document-file.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { refusalMessage } from '../../../lib/refusal-message.ts';
import { isBuilding, useDataExports } from '../api/get-data-exports.ts';
import { useRequestDataExport } from '../api/request-data-export.ts';

export type PrivacyAudience = 'student' | 'guardian';

function ExportProgress({ latest }: { latest: DataExport }) {
  const { t } = useTranslation('privacy');
  const isQueued = latest.status === 'queued';
  const label = isQueued
    ? t('dataExport.queued')
    : t('dataExport.running', { progress: latest.progress });
  return (
    <Stack gap={6}>
      <Text size="sm" role="status">
        {label}
      </Text>
      {/* Mantine's own aria would say 100% while waiting: a waiting bar has no value yet. */}
      <Progress.Root>
        <Progress.Section
          value={isQueued ? 100 : Math.max(latest.progress, 2)}
          withAria={false}
          role="progressbar"
          aria-label={t('dataExport.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          {...(isQueued ? {} : { 'aria-valuenow': latest.progress })}
          aria-valuetext={label}
          striped
          animated
          {...(isQueued ? { color: 'gray' } : {})}
        />
      </Progress.Root>
      <Text size="sm" c="dimmed">
        {t('dataExport.emailNote')}
      </Text>
    </Stack>
  );
}

function ExportOutcome({ latest }: { latest: DataExport }) {
  const { t } = useTranslation('privacy');
  if (latest.status === 'ready' && latest.downloadUrl) {
    return (
      <Alert color="green" variant="light" title={t('dataExport.ready')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {t('dataExport.expires', { date: formatDateTime(latest.expiresAt ?? '') })}
          </Text>
          <Button component="a" href={latest.downloadUrl} download size="sm">
            {latest.sizeBytes === null
              ? t('dataExport.download')
              : t('dataExport.downloadWithSize', { size: formatFileSize(latest.sizeBytes) })}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (latest.status === 'expired') {
    return (
      <Text size="sm" c="dimmed">
        {t('dataExport.expired', { date: formatDateTime(latest.expiresAt ?? '') })}
      </Text>
    );
  }
  if (latest.status === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert" title={t('dataExport.failed')}>
        {t('dataExport.failedHint')}
      </Alert>
    );
  }
  return <ExportProgress latest={latest} />;
}

export function DataExportSection({ audience }: { audience: PrivacyAudience }) {
  const { t } = useTranslation('privacy');
  const headingId = useId();
  const exports = useDataExports();
  const request = useRequestDataExport();
  const state = exports.data;
  const latest = state?.latest ?? null;
  const isBusy = isBuilding(latest?.status);
  const refusal = request.error ? refusalMessage(request.error) : null;

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
          {t('dataExport.title')}
        </Title>
        <Text size="sm">
          {audience === 'guardian' ? t('dataExport.introGuardian') : t('dataExport.introStudent')}
        </Text>
        {state ? (
          <>
            {latest && <ExportOutcome latest={latest} />}
            {!isBusy && (
              <Group gap="sm" wrap="wrap">
                <Button
                  variant={latest?.status === 'ready' ? 'default' : 'filled'}
                  disabled={state.nextRequestAt !== null}
                  loading={request.isPending}
                  onClick={() => request.mutate()}
                >
                  {t('dataExport.request')}
                </Button>
                {state.nextRequestAt && (
                  <Text size="sm" c="dimmed">
                    {t('dataExport.oncePerDay', { date: formatDateTime(state.nextRequestAt) })}
                  </Text>
                )}
              </Group>
            )}
            {request.isError && (
              <Alert color="red" variant="light" role="alert" title={t('dataExport.requestFailed')}>
                {refusal ?? t('dataExport.tryAgain')}
              </Alert>
            )}
          </>
        ) : (
          <PendingQuery
            hasFailed={exports.isError}
            title={t('dataExport.loadFailed')}
            retryLabel={t('dataExport.retry')}
            onRetry={() => void exports.refetch()}
          />
        )}
      </Stack>
    </Paper>
  );
}
