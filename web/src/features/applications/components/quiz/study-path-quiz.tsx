import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import {
  applyQuizAnswer,
  emptyQuizAnswers,
  isStepAnswered,
  QUIZ_STEP_COUNT,
  quizSteps,
  upcomingIntakeOptions,
  type QuizAnswers,
  type QuizStep,
} from '@studypath/domain/applications';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuizStepFields, type SetQuizAnswer } from './quiz-step-fields.tsx';

interface StudyPathQuizProps {
  isSubmitting: boolean;
  onSubmit: (answers: QuizAnswers) => void;
}

/** The six-step quiz (part 2 §2, §4, §5, §9); Next and Submit wait for the step's answer. */
export function StudyPathQuiz({ isSubmitting, onSubmit }: StudyPathQuizProps) {
  const { t } = useTranslation('applications');
  const [answers, setAnswers] = useState<QuizAnswers>(emptyQuizAnswers);
  const [stepIndex, setStepIndex] = useState(0);
  const [startDateOptions] = useState(() => upcomingIntakeOptions(new Date()));
  const stepHeading = useRef<HTMLHeadingElement>(null);

  const step = quizSteps[stepIndex] as QuizStep;
  const isLastStep = stepIndex === QUIZ_STEP_COUNT - 1;
  const canContinue = isStepAnswered(answers, step);

  const setAnswer: SetQuizAnswer = (question, value) =>
    setAnswers((current) => applyQuizAnswer(current, question, value));

  const goTo = (index: number) => {
    setStepIndex(index);
    // The new step's heading takes the focus, so keyboard and screen reader users start there.
    requestAnimationFrame(() => stepHeading.current?.focus());
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('quiz.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('quiz.intro')}
        </Text>
      </div>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!canContinue || isSubmitting) return;
            if (isLastStep) onSubmit(answers);
            else goTo(stepIndex + 1);
          }}
        >
          <Stack gap="lg">
            <div>
              <Text size="sm" c="dimmed" id="quiz-progress">
                {t('quiz.progress', { current: stepIndex + 1, total: QUIZ_STEP_COUNT })}
              </Text>
              {/* The section carries role=progressbar, so it is the one that needs the name. */}
              <Progress.Root mt={6}>
                <Progress.Section
                  value={((stepIndex + 1) / QUIZ_STEP_COUNT) * 100}
                  aria-labelledby="quiz-progress"
                />
              </Progress.Root>
            </div>
            <Title order={2} size="h3" ref={stepHeading} tabIndex={-1}>
              {t(`quiz.steps.${step}`)}
            </Title>
            <QuizStepFields
              step={step}
              answers={answers}
              setAnswer={setAnswer}
              startDateOptions={startDateOptions}
              onEditStep={(target) => goTo(quizSteps.indexOf(target))}
            />
            <Group justify="space-between" gap="sm">
              <Button
                type="button"
                variant="default"
                disabled={stepIndex === 0 || isSubmitting}
                onClick={() => goTo(stepIndex - 1)}
              >
                {t('quiz.back')}
              </Button>
              <Button type="submit" disabled={!canContinue} loading={isSubmitting}>
                {isLastStep ? t('quiz.submit') : t('quiz.next')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
