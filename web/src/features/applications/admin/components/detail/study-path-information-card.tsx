import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AdminApplication } from '@studypath/domain/applications';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../../lib/format-date.ts';
import { useQuizChoiceLabels } from '../../../../../lib/quiz-choice-labels.ts';
import { readQuizResponses } from '../../lib/quiz-responses.ts';
import { DetailField } from './detail-field.tsx';
import { SectionCard } from './section-card.tsx';
import {
  fieldOfStudyLabel,
  programPreferencesLabel,
} from '../../../../../lib/quiz-choice-labels.ts';

/** What the student asked for: the path's fields and the quiz answers behind them. */
export function StudyPathInformationCard({ application }: { application: AdminApplication }) {
  const { t } = useTranslation('adminApplications');
  const { answer } = useQuizChoiceLabels();
  const { lines, rawText } = readQuizResponses(application.additionalInfo, answer);
  const notSpecified = t('detail.studyPath.notSpecified');
  return (
    <SectionCard title={t('detail.studyPath.heading')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <DetailField
          label={t('detail.studyPath.fieldOfStudy')}
          value={application.fieldOfStudy && fieldOfStudyLabel(application.fieldOfStudy)}
          emptyText={notSpecified}
        />
        <DetailField
          label={t('detail.studyPath.programPreferences')}
          value={
            application.programPreferences &&
            programPreferencesLabel(application.programPreferences)
          }
          emptyText={notSpecified}
        />
        <DetailField
          label={t('detail.studyPath.intendedInstitutions')}
          value={application.intendedInstitutions}
          emptyText={notSpecified}
        />
        <DetailField
          label={t('detail.studyPath.submitted')}
          value={formatDate(application.createdAt)}
          emptyText={notSpecified}
        />
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={3} size="h6">
          {t('detail.studyPath.quizResponses')}
        </Title>
        {lines.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
            {lines.map((line) => (
              <DetailField
                key={line.question}
                label={t(`detail.studyPath.questions.${line.question}`)}
                value={line.answer}
                emptyText={notSpecified}
              />
            ))}
          </SimpleGrid>
        ) : rawText ? (
          <DetailField
            label={t('detail.studyPath.additionalInfo')}
            value={rawText}
            emptyText={notSpecified}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('detail.studyPath.noQuizResponses')}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}
