import { Alert, Anchor, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { Application, ApplicationUpdate } from '@studypath/domain/applications';
import type { AttachedProgram } from '@studypath/domain/programs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApplicationDocument } from '../../lib/application-document.ts';
import { ApplicationDocuments } from './application-documents.tsx';
import { AttachedPrograms } from './attached-programs.tsx';
import { PaymentCard } from './payment-card.tsx';
import { RecentUpdates } from './recent-updates.tsx';
import { StatusCard } from './status-card.tsx';

interface ApplicationDetailsViewProps {
  application: Application;
  updates: readonly ApplicationUpdate[] | undefined;
  programs: readonly AttachedProgram[] | undefined;
  documents: readonly ApplicationDocument[] | undefined;
  listHref: string;
}

export function ApplicationDetailsView({
  application,
  updates,
  programs,
  documents,
  listHref,
}: ApplicationDetailsViewProps) {
  const { t } = useTranslation('applications');
  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to={listHref} size="sm">
          {t('details.back')}
        </Anchor>
        <Title order={1} size="h2" mt={4} style={{ overflowWrap: 'anywhere' }}>
          {t('details.title')}
        </Title>
        {application.fieldOfStudy && (
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {application.fieldOfStudy}
          </Text>
        )}
      </div>
      <StatusCard application={application} />
      <PaymentCard application={application} />
      {updates ? <RecentUpdates updates={updates} /> : <DetailsLoading />}
      {programs ? <AttachedPrograms programs={programs} /> : <DetailsLoading />}
      {documents ? <ApplicationDocuments documents={documents} /> : <DetailsLoading />}
    </Stack>
  );
}

export function DetailsLoading() {
  const { t } = useTranslation();
  return (
    <Center py="md" role="status" aria-label={t('loading')}>
      <Loader size="sm" />
    </Center>
  );
}

export function ApplicationNotFound({ listHref }: { listHref: string }) {
  const { t } = useTranslation('applications');
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={1} size="h2">
        {t('details.notFound.title')}
      </Title>
      <Text c="dimmed">{t('details.notFound.message')}</Text>
      <Button component={Link} to={listHref} variant="light">
        {t('details.notFound.back')}
      </Button>
    </Stack>
  );
}

export function ApplicationLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('applications');
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        {t('details.title')}
      </Title>
      <Alert color="red" variant="light" title={t('details.loadFailed')} role="alert">
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t('details.retry')}
        </Button>
      </Alert>
    </Stack>
  );
}
