// The questions of each quiz step (part 2 §9). The co-op choice shows with the education levels
// that offer it, the 'other' texts with 'other', the financial details with the budget.
import { Stack, Textarea, TextInput } from '@mantine/core';
import {
  budgetRangeOptions,
  coopOptionList,
  educationLevelOptions,
  fieldOfStudyOptions,
  OTHER_OPTION,
  offersCoop,
  provinceOptions,
  type QuizAnswers,
  type QuizStep,
} from '@studypath/domain/applications';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from './choice-group.tsx';
import { QuizReview } from './quiz-review.tsx';

export type SetQuizAnswer = <Question extends keyof QuizAnswers>(
  question: Question,
  value: QuizAnswers[Question],
) => void;

interface QuizStepFieldsProps {
  step: QuizStep;
  answers: QuizAnswers;
  setAnswer: SetQuizAnswer;
  startDateOptions: readonly { value: string; label: string }[];
  onEditStep: (step: QuizStep) => void;
}

const educationChoices = educationLevelOptions.map((option) => ({
  value: option.value,
  label: option.label,
  description: option.duration,
}));

export function QuizStepFields({
  step,
  answers,
  setAnswer,
  startDateOptions,
  onEditStep,
}: QuizStepFieldsProps) {
  const { t } = useTranslation('applications');
  switch (step) {
    case 'educationLevel':
      return (
        <Stack gap="lg">
          <ChoiceGroup
            label={t('quiz.questions.educationLevel')}
            options={educationChoices}
            value={answers.educationLevel}
            onChange={(value) =>
              setAnswer('educationLevel', value as QuizAnswers['educationLevel'])
            }
          />
          {offersCoop(answers.educationLevel) && (
            <ChoiceGroup
              label={t('quiz.questions.coopOption')}
              options={coopOptionList}
              value={answers.coopOption}
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
            options={fieldOfStudyOptions}
            value={answers.fieldOfStudy}
            onChange={(value) => setAnswer('fieldOfStudy', value as QuizAnswers['fieldOfStudy'])}
          />
          {answers.fieldOfStudy === OTHER_OPTION && (
            <TextInput
              label={t('quiz.questions.fieldOther')}
              required
              value={answers.fieldOther}
              onChange={(event) => setAnswer('fieldOther', event.currentTarget.value)}
            />
          )}
        </Stack>
      );
    case 'province':
      return (
        <ChoiceGroup
          label={t('quiz.questions.province')}
          options={provinceOptions}
          value={answers.preferredProvince}
          onChange={(value) =>
            setAnswer('preferredProvince', value as QuizAnswers['preferredProvince'])
          }
        />
      );
    case 'startDate':
      return (
        <ChoiceGroup
          label={t('quiz.questions.startDate')}
          options={startDateOptions}
          value={answers.startTiming}
          onChange={(value) => setAnswer('startTiming', value)}
        />
      );
    case 'budget':
      return (
        <Stack gap="lg">
          <ChoiceGroup
            label={t('quiz.questions.budgetRange')}
            options={budgetRangeOptions}
            value={answers.budgetRange}
            onChange={(value) => setAnswer('budgetRange', value as QuizAnswers['budgetRange'])}
          />
          {answers.budgetRange === OTHER_OPTION && (
            <TextInput
              label={t('quiz.questions.budgetOther')}
              required
              value={answers.budgetOther}
              onChange={(event) => setAnswer('budgetOther', event.currentTarget.value)}
            />
          )}
          <Textarea
            label={t('quiz.questions.financialDetails')}
            description={t('quiz.financialDetailsHint')}
            rows={3}
            value={answers.financialDetails}
            onChange={(event) => setAnswer('financialDetails', event.currentTarget.value)}
          />
        </Stack>
      );
    case 'review':
      return <QuizReview answers={answers} onEditStep={onEditStep} />;
  }
}
