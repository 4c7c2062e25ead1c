import { Anchor, Box, Stack, Text } from '@mantine/core';
import {
  OTHER_OPTION,
  type QuizAnswers,
  type QuizChoiceQuestion,
  type QuizStep,
} from '@studypath/domain/applications';
import { useTranslation } from 'react-i18next';
import { useQuizChoiceLabels } from '../../../../../lib/quiz-choice-labels.ts';

interface QuizReviewProps {
  answers: QuizAnswers;
  onEditStep: (step: QuizStep) => void;
}

/** The sixth step: every answer, each with a way back to its step. */
export function QuizReview({ answers, onEditStep }: QuizReviewProps) {
  const { t } = useTranslation('applications');
  const labels = useQuizChoiceLabels();
  const label = (question: QuizChoiceQuestion, value: string | null) =>
    value === null ? '' : labels.choice(question, value);
  const field =
    answers.fieldOfStudy === OTHER_OPTION
      ? answers.fieldOther.trim()
      : label('fieldOfStudy', answers.fieldOfStudy);
  // As the domain's describeBudget: the student's text for 'other', else the range's label.
  const budgetOther = answers.budgetOther.trim();
  const budget =
    answers.budgetRange === OTHER_OPTION && budgetOther
      ? budgetOther
      : label('budgetRange', answers.budgetRange);

  const rows: { key: string; term: string; value: string; step: QuizStep }[] = [
    {
      key: 'educationLevel',
      term: t('quiz.review.educationLevel'),
      value: label('educationLevel', answers.educationLevel),
      step: 'educationLevel',
    },
    ...(answers.coopOption === null
      ? []
      : [
          {
            key: 'coopOption',
            term: t('quiz.review.coopOption'),
            value: label('coopOption', answers.coopOption),
            step: 'educationLevel' as const,
          },
        ]),
    {
      key: 'fieldOfStudy',
      term: t('quiz.review.fieldOfStudy'),
      value: field,
      step: 'fieldOfStudy',
    },
    {
      key: 'province',
      term: t('quiz.review.province'),
      value: label('preferredProvince', answers.preferredProvince),
      step: 'province',
    },
    {
      key: 'startDate',
      term: t('quiz.review.startDate'),
      value: answers.startTiming === null ? '' : labels.intake(answers.startTiming),
      step: 'startDate',
    },
    { key: 'budget', term: t('quiz.review.budget'), value: budget, step: 'budget' },
    ...(answers.financialDetails.trim() === ''
      ? []
      : [
          {
            key: 'financialDetails',
            term: t('quiz.review.financialDetails'),
            value: answers.financialDetails.trim(),
            step: 'budget' as const,
          },
        ]),
  ];

  // axe's definition-list rule: a <div> in a <dl> may hold only <dt> and <dd>, so the Edit
  // button is a <dd> of its own, placed beside the term by the grid.
  return (
    <Stack component="dl" gap="sm" m={0}>
      {rows.map((row) => (
        <div
          key={row.key}
          style={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) auto',
            gridTemplateAreas: '"term edit" "value value"',
            columnGap: 'var(--mantine-spacing-xs)',
          }}
        >
          <Text component="dt" size="sm" c="dimmed" style={{ gridArea: 'term' }}>
            {row.term}
          </Text>
          <Text
            component="dd"
            m={0}
            fw={500}
            style={{ gridArea: 'value', overflowWrap: 'anywhere' }}
          >
            {row.value}
          </Text>
          <Box component="dd" m={0} style={{ gridArea: 'edit' }}>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => onEditStep(row.step)}
              aria-label={`${t('quiz.review.edit')} ${row.term}`}
            >
              {t('quiz.review.edit')}
            </Anchor>
          </Box>
        </div>
      ))}
    </Stack>
  );
}
