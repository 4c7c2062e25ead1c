import { INFO_REQUEST_MAX_QUESTIONS } from '@studypath/domain/info-requests';

export interface DraftQuestion {
  id: string;
  question: string;
  required: boolean;
}

export type QuestionProblem = 'atLeastOneQuestion' | 'questionRequired';

/**
 * The rules of the Request information form (part 2 §5): at least one question, each with text
 * (after trimming). Answers form-error paths (`questions`, `questions.{i}.question`) to a problem.
 */
export function findQuestionProblems(
  questions: readonly DraftQuestion[],
): Record<string, QuestionProblem> {
  if (questions.length === 0) return { questions: 'atLeastOneQuestion' };
  const problems: Record<string, QuestionProblem> = {};
  questions.forEach((question, index) => {
    if (question.question.trim() === '')
      problems[`questions.${index}.question`] = 'questionRequired';
  });
  return problems;
}

/** A question can be removed only while more than one remains; added up to the server's limit. */
export const canRemoveQuestion = (count: number) => count > 1;
export const canAddQuestion = (count: number) => count < INFO_REQUEST_MAX_QUESTIONS;
