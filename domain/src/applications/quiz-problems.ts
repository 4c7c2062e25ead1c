// What is wrong with the quiz's answers, question by question and step by step (issue 24): the
// quiz checks each step with the schema the server uses before Next, so a text over its limit or
// holding a control character is named on its own field and step instead of failing Submit, and
// a 400 from the server is put back on the field it names.
import { quizSteps, type QuizAnswers, type QuizStep } from './quiz-answers.ts';
import { OTHER_OPTION } from './quiz-options.ts';
import { quizResponsesSchema } from './quiz-responses.schema.ts';

export type QuizQuestion = keyof QuizAnswers;

export interface QuizProblem {
  question: QuizQuestion;
  message: string;
}

/** The step on which each question is asked. */
export const quizStepOfQuestion: Readonly<Record<QuizQuestion, QuizStep>> = {
  educationLevel: 'educationLevel',
  coopOption: 'educationLevel',
  fieldOfStudy: 'fieldOfStudy',
  fieldOther: 'fieldOfStudy',
  preferredProvince: 'province',
  startTiming: 'startDate',
  budgetRange: 'budget',
  budgetOther: 'budget',
  financialDetails: 'budget',
};

const isQuizQuestion = (key: unknown): key is QuizQuestion =>
  typeof key === 'string' && Object.hasOwn(quizStepOfQuestion, key);

/**
 * The problems of the answers, the first per question, in the order of the steps. With `step`,
 * only that step's questions: a step is checked before Next while later steps are still empty.
 * The review step (or no step) checks every answer.
 */
export function findQuizProblems(answers: QuizAnswers, step?: QuizStep): QuizProblem[] {
  const result = quizResponsesSchema.safeParse(answers);
  if (result.success) return [];
  const problems = new Map<QuizQuestion, string>();
  for (const issue of result.error.issues) {
    const question = issue.path[0];
    if (!isQuizQuestion(question) || problems.has(question)) continue;
    if (step !== undefined && step !== 'review' && quizStepOfQuestion[question] !== step) continue;
    problems.set(question, issue.message);
  }
  return [...problems]
    .map(([question, message]) => ({ question, message }))
    .sort(
      (a, b) =>
        quizSteps.indexOf(quizStepOfQuestion[a.question]) -
        quizSteps.indexOf(quizStepOfQuestion[b.question]),
    );
}

/**
 * The question a field of POST /api/applications (as the server's 400 names it, e.g.
 * 'additionalInfo.quizResponses.fieldOther') was built from, or null for a field no question
 * answers. fieldOfStudy, programPreferences and the budget text are made from the answers.
 */
export function quizQuestionOfRequestField(
  field: string,
  answers: QuizAnswers,
): QuizQuestion | null {
  const path = field.split('.');
  if (path[0] === 'additionalInfo' && path[1] === 'quizResponses') {
    return isQuizQuestion(path[2]) ? path[2] : null;
  }
  switch (field) {
    case 'fieldOfStudy':
      return answers.fieldOfStudy === OTHER_OPTION ? 'fieldOther' : 'fieldOfStudy';
    case 'programPreferences':
      return 'educationLevel';
    case 'additionalInfo.startTiming':
      return 'startTiming';
    case 'additionalInfo.budget':
      return answers.budgetRange === OTHER_OPTION ? 'budgetOther' : 'budgetRange';
    case 'additionalInfo.financialDetails':
      return 'financialDetails';
    default:
      return null;
  }
}
