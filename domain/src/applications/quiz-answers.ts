// The quiz wizard's state and its rules (part 2 §4, §5): which answers a change clears, and when
// a step counts as answered (Next, or Submit on the last step, stays disabled until then).
import type {
  BudgetRange,
  CoopOption,
  EducationLevel,
  FieldOfStudy,
  Province,
} from './quiz-options.ts';
import { OTHER_OPTION, offersCoop } from './quiz-options.ts';

/** What the form holds: null for a question not answered yet, '' for an empty text. */
export interface QuizAnswers {
  educationLevel: EducationLevel | null;
  coopOption: CoopOption | null;
  fieldOfStudy: FieldOfStudy | null;
  fieldOther: string;
  preferredProvince: Province | null;
  /** One of `upcomingIntakes(today)`, e.g. 'fall-2027'. */
  startTiming: string | null;
  budgetRange: BudgetRange | null;
  budgetOther: string;
  /** Optional notes on how the studies are funded. */
  financialDetails: string;
}

export const emptyQuizAnswers: Readonly<QuizAnswers> = {
  educationLevel: null,
  coopOption: null,
  fieldOfStudy: null,
  fieldOther: '',
  preferredProvince: null,
  startTiming: null,
  budgetRange: null,
  budgetOther: '',
  financialDetails: '',
};

/**
 * The six steps, index 0 to 5. The spec's notes name five topics for six steps; the sixth is
 * the review of every answer before Submit. The co-op choice sits on the education step and the
 * financial details on the budget step, since both are asked "also" with those answers.
 */
export const quizSteps = [
  'educationLevel',
  'fieldOfStudy',
  'province',
  'startDate',
  'budget',
  'review',
] as const;
export type QuizStep = (typeof quizSteps)[number];
export const QUIZ_STEP_COUNT = quizSteps.length;

/**
 * The answers after `question` is set to `value`, with the spec's clearing rules: changing the
 * education level clears the co-op choice, and choosing anything but 'other' clears that
 * question's other text. Setting the same education level again is no change and clears nothing.
 */
export function applyQuizAnswer<Question extends keyof QuizAnswers>(
  answers: QuizAnswers,
  question: Question,
  value: QuizAnswers[Question],
): QuizAnswers {
  const next: QuizAnswers = { ...answers, [question]: value };
  if (question === 'educationLevel' && value !== answers.educationLevel) next.coopOption = null;
  if (question === 'fieldOfStudy' && value !== OTHER_OPTION) next.fieldOther = '';
  if (question === 'budgetRange' && value !== OTHER_OPTION) next.budgetOther = '';
  return next;
}

const hasText = (value: string) => value.trim() !== '';

/** Whether the step has what it needs for Next (or Submit, on the review step). */
export function isStepAnswered(answers: QuizAnswers, step: QuizStep): boolean {
  switch (step) {
    case 'educationLevel':
      return (
        answers.educationLevel !== null &&
        (!offersCoop(answers.educationLevel) || answers.coopOption !== null)
      );
    case 'fieldOfStudy':
      return (
        answers.fieldOfStudy !== null &&
        (answers.fieldOfStudy !== OTHER_OPTION || hasText(answers.fieldOther))
      );
    case 'province':
      return answers.preferredProvince !== null;
    case 'startDate':
      return answers.startTiming !== null;
    case 'budget':
      return (
        answers.budgetRange !== null &&
        (answers.budgetRange !== OTHER_OPTION || hasText(answers.budgetOther))
      );
    case 'review':
      return isQuizComplete(answers);
  }
}

/** Every question step answered: the quiz may be submitted. */
export function isQuizComplete(answers: QuizAnswers): boolean {
  return quizSteps.every((step) => step === 'review' || isStepAnswered(answers, step));
}
