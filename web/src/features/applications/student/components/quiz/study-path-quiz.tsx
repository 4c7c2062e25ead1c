import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import {
  applyQuizAnswer,
  emptyQuizAnswers,
  findQuizProblems,
  isStepAnswered,
  QUIZ_STEP_COUNT,
  quizStepOfQuestion,
  quizSteps,
  upcomingIntakes,
  type QuizAnswers,
  type QuizProblem,
  type QuizStep,
} from '@studypath/domain/applications';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { furthestStepIndex, readQuizDraft, saveQuizDraft } from '../../lib/quiz-draft.ts';
import { QuizStepFields, type QuizErrors, type SetQuizAnswer } from './quiz-step-fields.tsx';
import { quizFieldId } from './quiz-text-field.tsx';

interface StudyPathQuizProps {
  /** The signed-in student: the answers kept in this tab are theirs only. */
  draftOwner: string;
  isSubmitting: boolean;
  /** Resolves with the problems the server found in the answers (none when it took them). */
  onSubmit: (answers: QuizAnswers) => Promise<QuizProblem[]>;
  /** What the page says before the form (a guardian's consent still needed, issue 26). */
  notice?: ReactNode;
  /**
   * The server would refuse the path (no guardian consent yet): the answers can still be given
   * step by step, but Submit stays disabled.
   */
  isSubmitBlocked?: boolean;
}

const STEP_PARAM = 'step';
const HEADING_ID = 'quiz-step-heading';

/** `?step=N` (1 to 6) as a step index; null when absent or not a step. */
function readStepParam(params: URLSearchParams): number | null {
  const value = params.get(STEP_PARAM);
  if (value === null || !/^[1-6]$/.test(value)) return null;
  return Number(value) - 1;
}

const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * The six-step quiz (part 2 §2, §4, §5, §9); Next and Submit wait for the step's answer. Each step
 * is a history entry (`?step=N`), so the browser's Back goes to the previous step, and the
 * answers and step are kept in this tab (quiz-draft.ts), so a reload loses nothing. Each step is
 * checked with the domain schema before Next: a problem shows on its own field (issue 24).
 */
export function StudyPathQuiz(props: StudyPathQuizProps) {
  const { draftOwner, isSubmitting, onSubmit, notice, isSubmitBlocked = false } = props;
  const { t } = useTranslation('applications');
  const [searchParams, setSearchParams] = useSearchParams();
  const [startDates] = useState(() => upcomingIntakes(new Date()));
  const [restored] = useState(() => readQuizDraft(draftOwner, startDates));
  const [answers, setAnswers] = useState<QuizAnswers>(restored?.answers ?? emptyQuizAnswers);
  const [errors, setErrors] = useState<QuizErrors>({});

  // The address says which step; a step not reached yet (an address typed or kept from before)
  // shows the furthest one the answers reach. Opened without one, the quiz goes on where the
  // student left it in this tab, and the address follows: only on the history entry the quiz
  // opened on does a missing step mean "where they left off" (elsewhere it is the first step).
  const location = useLocation();
  const [openingEntry] = useState(location.key);
  const isResuming = location.key === openingEntry;
  const requestedIndex =
    readStepParam(searchParams) ?? (isResuming ? (restored?.stepIndex ?? 0) : 0);
  const stepIndex = Math.min(requestedIndex, furthestStepIndex(answers));
  const step = quizSteps[stepIndex] as QuizStep;
  const isLastStep = stepIndex === QUIZ_STEP_COUNT - 1;
  const canContinue = isStepAnswered(answers, step) && !(isLastStep && isSubmitBlocked);

  const stepParam = stepIndex === 0 ? null : String(stepIndex + 1);
  useEffect(() => {
    if (searchParams.get(STEP_PARAM) === stepParam) return;
    setSearchParams(stepParam === null ? {} : { [STEP_PARAM]: stepParam }, { replace: true });
  }, [searchParams, setSearchParams, stepParam]);

  useEffect(() => {
    saveQuizDraft(draftOwner, { answers, stepIndex });
  }, [answers, draftOwner, stepIndex]);

  // On every step change (Next, Back, Edit or the browser's own buttons) the new step's heading
  // takes the focus, so keyboard and screen reader users start there; or the field to fix.
  const focusAfterStepChange = useRef<string | null>(null);
  const shownStep = useRef(stepIndex);
  useEffect(() => {
    if (shownStep.current === stepIndex) return;
    shownStep.current = stepIndex;
    focusSoon(focusAfterStepChange.current ?? HEADING_ID);
    focusAfterStepChange.current = null;
  }, [stepIndex]);

  const setAnswer: SetQuizAnswer = (question, value) => {
    setAnswers((current) => applyQuizAnswer(current, question, value));
    setErrors(({ [question]: _fixed, ...others }) => others);
  };

  const goTo = (index: number) =>
    setSearchParams(index === 0 ? {} : { [STEP_PARAM]: String(index + 1) });

  /** Marks each problem on its field and opens the step of the first, focusing its field. */
  const showProblems = (problems: readonly QuizProblem[]) => {
    const [first] = problems;
    if (!first) return;
    setErrors(Object.fromEntries(problems.map((problem) => [problem.question, problem.message])));
    const target = quizSteps.indexOf(quizStepOfQuestion[first.question]);
    const isTextField = ['fieldOther', 'budgetOther', 'financialDetails'].includes(first.question);
    const focusId = isTextField ? quizFieldId(first.question) : HEADING_ID;
    if (target === stepIndex) {
      focusSoon(focusId);
    } else {
      focusAfterStepChange.current = focusId;
      goTo(target);
    }
  };

  const submit = async () => {
    const problems = findQuizProblems(answers, step);
    if (problems.length > 0) return showProblems(problems);
    if (!isLastStep) return goTo(stepIndex + 1);
    showProblems(await onSubmit(answers));
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
      {notice}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!canContinue || isSubmitting) return;
            void submit();
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
            <Title order={2} size="h3" id={HEADING_ID} tabIndex={-1}>
              {t(`quiz.steps.${step}`)}
            </Title>
            <QuizStepFields
              step={step}
              answers={answers}
              errors={errors}
              setAnswer={setAnswer}
              startDates={startDates}
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
