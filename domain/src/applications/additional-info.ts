// additionalInfo is text holding JSON (part 2 §3): the quiz answers under quizResponses, and
// startTiming, budget and financialDetails beside them for readers that do not know the quiz
// values. These derive every such summary text from the answers, so they never disagree.
import { intakeLabel } from './intakes.ts';
import type { QuizResponses } from './quiz-responses.schema.ts';
import { OTHER_OPTION, quizOptionLabel } from './quiz-options.ts';

export interface AdditionalInfo {
  quizResponses: QuizResponses;
  /** The intake value, e.g. 'fall-2027'. */
  startTiming: string;
  /** The budget in words: the range's label, or the student's text for 'other'. */
  budget: string;
  financialDetails: string | null;
}

type FieldAnswer = Pick<QuizResponses, 'fieldOfStudy' | 'fieldOther'>;
type BudgetAnswer = Pick<QuizResponses, 'budgetRange' | 'budgetOther'>;
type ProgramAnswer = Pick<QuizResponses, 'educationLevel' | 'coopOption'>;

/** The study path's fieldOfStudy: the field's label, or the student's text for 'other'. */
export function describeFieldOfStudy({ fieldOfStudy, fieldOther }: FieldAnswer): string {
  if (fieldOfStudy === OTHER_OPTION && fieldOther) return fieldOther;
  return quizOptionLabel('fieldOfStudy', fieldOfStudy) ?? fieldOfStudy;
}

export function describeBudget({ budgetRange, budgetOther }: BudgetAnswer): string {
  if (budgetRange === OTHER_OPTION && budgetOther) return budgetOther;
  return quizOptionLabel('budgetRange', budgetRange) ?? budgetRange;
}

/** The study path's programPreferences: "Bachelor's Degree (With Co-op)". */
export function describeProgramPreferences({ educationLevel, coopOption }: ProgramAnswer): string {
  const level = quizOptionLabel('educationLevel', educationLevel) ?? educationLevel;
  if (coopOption === null) return level;
  return `${level} (${quizOptionLabel('coopOption', coopOption) ?? coopOption})`;
}

/** The 'Fall 2027' form of the start date, or the stored value if it is not an intake. */
export function describeStartTiming(startTiming: string): string {
  return intakeLabel(startTiming) ?? startTiming;
}

export function toAdditionalInfo(quizResponses: QuizResponses): AdditionalInfo {
  return {
    quizResponses,
    startTiming: quizResponses.startTiming,
    budget: describeBudget(quizResponses),
    financialDetails: quizResponses.financialDetails,
  };
}

/** The text the additionalInfo column and the create request carry. */
export function stringifyAdditionalInfo(additionalInfo: AdditionalInfo): string {
  return JSON.stringify(additionalInfo);
}
