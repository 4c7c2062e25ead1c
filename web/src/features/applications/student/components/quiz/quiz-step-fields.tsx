// The questions of each quiz step (part 2 §9). The co-op choice shows with the education levels
// that offer it, the 'other' texts with 'other', the financial details with the budget.
import { Stack } from '@mantine/core';
import {
  BUDGET_OTHER_MAX_LENGTH,
  budgetRanges,
  coopOptions,
  educationLevels,
  FIELD_OTHER_MAX_LENGTH,
  fieldsOfStudy,
  FINANCIAL_DETAILS_MAX_LENGTH,
  OTHER_OPTION,
  offersCoop,
  provinces,
  type QuizAnswers,
  type QuizChoiceQuestion,
  type QuizQuestion,
  type QuizStep,
} from '@studypath/domain/applications';
import { useTranslation } from 'react-i18next';
import { useQuizChoiceLabels } from '../../../../../lib/quiz-choice-labels.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { QuizReview } from './quiz-review.tsx';
import { QuizTextField } from './quiz-text-field.tsx';

/** The problem of each question that has one, shown on its field. */
export type QuizErrors = Partial<Record<QuizQuestion, string>>;

export type SetQuizAnswer = <Question extends keyof QuizAnswers>(
  question: Question,
  value: QuizAnswers[Question],
) => void;

interface QuizStepFieldsProps {
  step: QuizStep;
  answers: QuizAnswers;
  errors: QuizErrors;
  setAnswer: SetQuizAnswer;
  /** The start dates offered, as stored ('fall-2027'), soonest first. */
  startDates: readonly string[];
  onEditStep: (step: QuizStep) => void;
}

export function QuizStepFields({
  step,
  answers,
  errors,
  setAnswer,
  startDates,
  onEditStep,
}: QuizStepFieldsProps) {
  const { t } = useTranslation('applications');
  const labels = useQuizChoiceLabels();
  const choices = (question: QuizChoiceQuestion, values: readonly string[]) =>
    values.map((value) => ({ value, label: labels.choice(question, value) }));
  switch (step) {
    case 'educationLevel':
      return (
        <Stack gap="lg">
          <ChoiceGroup
            label={t('quiz.questions.educationLevel')}
            options={educationLevels.map((level) => ({
              value: level,
              label: labels.choice('educationLevel', level),
              description: labels.duration(level),
            }))}
            value={answers.educationLevel}
            error={errors.educationLevel}
            onChange={(value) =>
              setAnswer('educationLevel', value as QuizAnswers['educationLevel'])
            }
          />
          {offersCoop(answers.educationLevel) && (
            <ChoiceGroup
              label={t('quiz.questions.coopOption')}
              options={choices('coopOption', coopOptions)}
              value={answers.coopOption}
              error={errors.coopOption}
              onChange={(value) => setAnswer('coopOption', value as QuizAnswers['coopOption'])}
            />
          )}
        </Stack>
      );
    case 'fieldOfStudy':
      return (
        <Stack gap="lg">
          <ChoiceGroup
            label={t('quiz.questions.fieldOfStudy')}
            options={choices('fieldOfStudy', fieldsOfStudy)}
            value={answers.fieldOfStudy}
            error={errors.fieldOfStudy}
            onChange={(value) => setAnswer('fieldOfStudy', value as QuizAnswers['fieldOfStudy'])}
          />
          {answers.fieldOfStudy === OTHER_OPTION && (
            <QuizTextField
              question="fieldOther"
              label={t('quiz.questions.fieldOther')}
              isRequired
              maxLength={FIELD_OTHER_MAX_LENGTH}
              value={answers.fieldOther}
              error={errors.fieldOther}
              onChange={(value) => setAnswer('fieldOther', value)}
            />
          )}
        </Stack>
      );
    case 'province':
      return (
        <ChoiceGroup
          label={t('quiz.questions.province')}
          options={choices('preferredProvince', provinces)}
          value={answers.preferredProvince}
          error={errors.preferredProvince}
          onChange={(value) =>
            setAnswer('preferredProvince', value as QuizAnswers['preferredProvince'])
          }
        />
      );
    case 'startDate':
      return (
        <ChoiceGroup
          label={t('quiz.questions.startDate')}
          options={startDates.map((value) => ({ value, label: labels.intake(value) }))}
          value={answers.startTiming}
          error={errors.startTiming}
          onChange={(value) => setAnswer('startTiming', value)}
        />
      );
    case 'budget':
      return (
        <Stack gap="lg">
          <ChoiceGroup
            label={t('quiz.questions.budgetRange')}
            options={choices('budgetRange', budgetRanges)}
            value={answers.budgetRange}
            error={errors.budgetRange}
            onChange={(value) => setAnswer('budgetRange', value as QuizAnswers['budgetRange'])}
          />
          {answers.budgetRange === OTHER_OPTION && (
            <QuizTextField
              question="budgetOther"
              label={t('quiz.questions.budgetOther')}
              isRequired
              maxLength={BUDGET_OTHER_MAX_LENGTH}
              value={answers.budgetOther}
              error={errors.budgetOther}
              onChange={(value) => setAnswer('budgetOther', value)}
            />
          )}
          <QuizTextField
            question="financialDetails"
            label={t('quiz.questions.financialDetails')}
            hint={t('quiz.financialDetailsHint')}
            isMultiline
            maxLength={FINANCIAL_DETAILS_MAX_LENGTH}
            value={answers.financialDetails}
            error={errors.financialDetails}
            onChange={(value) => setAnswer('financialDetails', value)}
          />
        </Stack>
      );
    case 'review':
      return <QuizReview answers={answers} onEditStep={onEditStep} />;
  }
}
