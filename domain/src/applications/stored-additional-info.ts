// Reading additionalInfo back for display (the admin's "quiz responses parsed from additional
// info", part 2 §2). Stored text may come from older versions of the quiz, with values outside
// today's lists and the extra answers the spec lists for the admin view (specialization,
// cityPreference, budget, careerGoal, priorities), or may not be JSON at all: this reader never
// throws and keeps whatever it can show.
import { z } from 'zod';
import { intakeLabel } from './intakes.ts';
import type { QuizChoiceQuestion } from './quiz-options.ts';
import { quizOptionLabel } from './quiz-options.ts';

const shownText = z.string().nullish().catch(null);

export const storedQuizResponsesSchema = z.object({
  educationLevel: shownText,
  coopOption: shownText,
  fieldOfStudy: shownText,
  fieldOther: shownText,
  preferredProvince: shownText,
  startTiming: shownText,
  budgetRange: shownText,
  budgetOther: shownText,
  financialDetails: shownText,
  specialization: shownText,
  cityPreference: shownText,
  budget: shownText,
  careerGoal: shownText,
  priorities: z.array(z.string()).nullish().catch(null),
});
export type StoredQuizResponses = z.output<typeof storedQuizResponsesSchema>;

export const storedAdditionalInfoSchema = z.object({
  quizResponses: storedQuizResponsesSchema.nullish().catch(null),
  startTiming: shownText,
  budget: shownText,
  financialDetails: shownText,
});
export type StoredAdditionalInfo = z.output<typeof storedAdditionalInfoSchema>;

/** The parsed additionalInfo, or null when it is empty, not JSON or not an object. */
export function readAdditionalInfo(text: string | null | undefined): StoredAdditionalInfo | null {
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = storedAdditionalInfoSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export type StoredQuizQuestion = keyof StoredQuizResponses;

/** Headings for the admin's list of answers, in the order the quiz asks them. */
export const quizQuestionLabels: Readonly<Record<StoredQuizQuestion, string>> = {
  educationLevel: 'Education Level',
  coopOption: 'Co-op',
  fieldOfStudy: 'Field of Study',
  fieldOther: 'Field of Study (Other)',
  preferredProvince: 'Preferred Province',
  startTiming: 'Start Date',
  budgetRange: 'Budget (CAD per year)',
  budgetOther: 'Budget (Other)',
  financialDetails: 'Financial Details',
  specialization: 'Specialization',
  cityPreference: 'City Preference',
  budget: 'Budget',
  careerGoal: 'Career Goal',
  priorities: 'Priorities',
};

const choiceQuestions = new Set<string>([
  'educationLevel',
  'coopOption',
  'fieldOfStudy',
  'preferredProvince',
  'budgetRange',
]);

/** An answer in words: an option's label, 'Fall 2027' for an intake, else the text as stored. */
export function describeQuizAnswer(question: string, value: string): string {
  if (choiceQuestions.has(question)) {
    return quizOptionLabel(question as QuizChoiceQuestion, value) ?? value;
  }
  if (question === 'startTiming') return intakeLabel(value) ?? value;
  return value;
}

export interface QuizAnswerLine {
  question: StoredQuizQuestion;
  label: string;
  answer: string;
}

/**
 * The answered questions of stored responses, in the order of `quizQuestionLabels`. Answers read
 * in English by default (the server's words); the web passes its own `describe`, which gives the
 * reader's language (issue 27).
 */
export function listQuizAnswers(
  responses: StoredQuizResponses,
  describe: (question: StoredQuizQuestion, value: string) => string = describeQuizAnswer,
): QuizAnswerLine[] {
  const lines: QuizAnswerLine[] = [];
  for (const question of Object.keys(quizQuestionLabels) as StoredQuizQuestion[]) {
    const value = responses[question];
    const answer = Array.isArray(value) ? value.join(', ') : value && describe(question, value);
    if (answer && answer.trim() !== '') {
      lines.push({ question, label: quizQuestionLabels[question], answer });
    }
  }
  return lines;
}
