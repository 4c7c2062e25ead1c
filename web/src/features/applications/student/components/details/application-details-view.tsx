import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Application, StudentApplicationUpdate } from '@studypath/domain/applications';
import type { StudentDocument } from '@studypath/domain/documents';
import type { AttachedProgram } from '@studypath/domain/programs';
import type { StudentConsultant } from '@studypath/domain/team';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../../lib/format-date.ts';
import { useQuizChoiceLabels } from '../../../../../lib/quiz-choice-labels.ts';
import { quizAnswerLines } from '../../lib/quiz-answer-lines.ts';
import { ApplicationDocuments } from './application-documents.tsx';
import { AttachedPrograms } from './attached-programs.tsx';
import { ConsultantLine } from './consultant-line.tsx';
import { ConsultantNotes } from './consultant-notes.tsx';
import { PaymentCard } from './payment-card.tsx';
import { QueryBlock, type BlockQuery } from './query-block.tsx';
import { QuizAnswers } from './quiz-answers.tsx';
import { RecentUpdates } from './recent-updates.tsx';
import { StatusCard } from './status-card.tsx';
import { fieldOfStudyLabel } from '../../../../../lib/quiz-choice-labels.ts';

interface ApplicationDetailsViewProps {
  application: Application;
  updates: BlockQuery<readonly StudentApplicationUpdate[]>;
  programs: BlockQuery<readonly AttachedProgram[]>;
  documents: BlockQuery<readonly StudentDocument[]>;
  listHref: string;
  /** The path's payment screen (package choice and upgrades). */
  paymentHref: string;
  /** The consultant's information requests (another feature), under the status and notes. */
  infoRequests?: ReactNode;
  /** The path's document checklist (another feature, issue 28), after its documents. */
  checklist?: ReactNode;
  /** Whose move the checklist says it is, for the status card (issue 28). */
  checklistWaitingOn?: 'student' | 'consultant' | null;
  /** Who looks after the path (issue 29): under the title; nothing while unknown or nobody. */
  consultant?: StudentConsultant;
}

/**
 * Study Path Details (part 2 §2): the path, what the consultant asks of the student, then its
 * updates, programs and documents, and the documents Canada asks for (the checklist).
 */
export function ApplicationDetailsView({
  application,
  updates,
  programs,
  documents,
  listHref,
  paymentHref,
  infoRequests,
  checklist,
  checklistWaitingOn,
  consultant,
}: ApplicationDetailsViewProps) {
  const { t } = useTranslation('applications');
  const { answer } = useQuizChoiceLabels();
  const answers = quizAnswerLines(application.additionalInfo, answer);
  const adminNotes = application.adminNotes?.trim();
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
            {fieldOfStudyLabel(application.fieldOfStudy)}
          </Text>
        )}
        <Group gap="sm">
          <Text size="xs" c="dimmed">
            {t('details.created', { date: formatDate(application.createdAt) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('details.updated', { date: formatDate(application.updatedAt) })}
          </Text>
        </Group>
        <ConsultantLine consultant={consultant} />
      </div>
      <StatusCard application={application} checklistWaitingOn={checklistWaitingOn} />
      {adminNotes && <ConsultantNotes notes={adminNotes} />}
      {infoRequests}
      <PaymentCard application={application} paymentHref={paymentHref} />
      {answers.length > 0 && <QuizAnswers lines={answers} />}
      <QueryBlock query={updates} heading={t('details.updates.heading')}>
        {(data) => <RecentUpdates updates={data} />}
      </QueryBlock>
      <QueryBlock query={programs} heading={t('details.programs.heading')}>
        {(data) => <AttachedPrograms programs={data} />}
      </QueryBlock>
      <QueryBlock query={documents} heading={t('details.documents.heading')}>
        {(data) => <ApplicationDocuments documents={data} />}
      </QueryBlock>
      {checklist}
    </Stack>
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
