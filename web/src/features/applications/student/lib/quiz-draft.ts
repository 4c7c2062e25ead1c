// The quiz's answers and step, kept in this tab like the profile's draft (lib/tab-drafts.ts,
// decision 019), so that a reload, the browser's Back or a visit elsewhere loses nothing; wiped
// after the path is created, at sign-out and when the session is over.
import {
  applyQuizAnswer,
  emptyQuizAnswers,
  isStepAnswered,
  offersCoop,
  quizOptionLists,
  quizSteps,
  type QuizAnswers,
  type QuizChoiceQuestion,
} from '@studypath/domain/applications';
import { clearTabDraft, readTabDraft, saveTabDraft } from '../../../../lib/tab-drafts.ts';

export interface QuizDraft {
  answers: QuizAnswers;
  /** 0 to 5. */
  stepIndex: number;
}

const textQuestions = ['fieldOther', 'budgetOther', 'financialDetails'] as const;

export function saveQuizDraft(owner: string, draft: QuizDraft): void {
  const isEmpty =
    draft.stepIndex === 0 &&
    Object.entries(draft.answers).every(
      ([question, value]) => value === emptyQuizAnswers[question as keyof QuizAnswers],
    );
  if (isEmpty) clearQuizDraft();
  else saveTabDraft('studyPathQuiz', owner, draft);
}

export function clearQuizDraft(): void {
  clearTabDraft('studyPathQuiz');
}

const isChoice = (question: QuizChoiceQuestion, value: unknown) =>
  quizOptionLists[question].some((option) => option.value === value);

/**
 * The draft `owner` left in this tab, or null. Only what the quiz can show comes back: a choice
 * that is not an option, or a start date no longer offered, is dropped, and the spec's clearing
 * rules are applied again (by replaying the answers in step order).
 */
export function readQuizDraft(
  owner: string,
  offeredStartDates: readonly string[],
): QuizDraft | null {
  const stored = readTabDraft('studyPathQuiz', owner);
  const saved = stored?.answers;
  if (typeof saved !== 'object' || saved === null) return null;
  const read = (question: keyof QuizAnswers): unknown =>
    (saved as Record<string, unknown>)[question];

  let answers: QuizAnswers = { ...emptyQuizAnswers };
  const choose = (question: QuizChoiceQuestion) => {
    const value = read(question);
    if (isChoice(question, value)) {
      answers = applyQuizAnswer(answers, question, value as QuizAnswers[typeof question]);
    }
  };
  (
    ['educationLevel', 'coopOption', 'fieldOfStudy', 'preferredProvince', 'budgetRange'] as const
  ).forEach(choose);
  const startTiming = read('startTiming');
  if (typeof startTiming === 'string' && offeredStartDates.includes(startTiming)) {
    answers.startTiming = startTiming;
  }
  for (const question of textQuestions) {
    const value = read(question);
    if (typeof value === 'string') answers[question] = value;
  }
  // The clearing rules once more: an 'other' text only with 'other', co-op only where offered.
  answers = applyQuizAnswer(answers, 'fieldOfStudy', answers.fieldOfStudy);
  answers = applyQuizAnswer(answers, 'budgetRange', answers.budgetRange);
  if (!offersCoop(answers.educationLevel)) answers.coopOption = null;

  const stepIndex =
    typeof stored?.stepIndex === 'number' && Number.isInteger(stored.stepIndex)
      ? stored.stepIndex
      : 0;
  return { answers, stepIndex: Math.min(Math.max(stepIndex, 0), furthestStepIndex(answers)) };
}

/** The furthest step the answers reach: the first one not answered yet (or the review). */
export function furthestStepIndex(answers: QuizAnswers): number {
  const first = quizSteps.findIndex((step) => !isStepAnswered(answers, step));
  return first === -1 ? quizSteps.length - 1 : first;
}
