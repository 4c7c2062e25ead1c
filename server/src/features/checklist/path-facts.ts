// What the checklist rules know of one study path (domain ChecklistFacts): the student's date of
// birth from the profile, the quiz's province, level and budget from the path, the first attached
// program's tuition, the answers, and today. Paths from older versions of the quiz may hold other
// values: a value outside today's lists reads as unknown (null), as if the quiz had not asked.
import {
  budgetRanges,
  educationLevels,
  provinces,
  readAdditionalInfo,
  type BudgetRange,
  type EducationLevel,
} from '@studypath/domain';
import type { ChecklistAnswers, ChecklistFacts } from '@studypath/domain/checklist';
import { parseTuitionCents } from './tuition-amount.ts';

export interface PathFactsSource {
  /** The path's additionalInfo: JSON text holding the quiz responses. */
  additionalInfo: string | null;
  /** The profile's date of birth, 'YYYY-MM-DD'. */
  dateOfBirth: string | null;
  /** The first attached program's tuition text. */
  programTuition: string | null;
  answers: ChecklistAnswers;
  today: Date;
}

function oneOf<Value extends string>(
  values: readonly Value[],
  value: string | null | undefined,
): Value | null {
  return (values as readonly (string | null | undefined)[]).includes(value)
    ? (value as Value)
    : null;
}

export function toChecklistFacts(source: PathFactsSource): ChecklistFacts {
  const quiz = readAdditionalInfo(source.additionalInfo)?.quizResponses;
  const province = oneOf(provinces, quiz?.preferredProvince);
  return {
    today: source.today,
    dateOfBirth: source.dateOfBirth,
    province: province === 'no-preference' ? null : province,
    educationLevel: oneOf<EducationLevel>(educationLevels, quiz?.educationLevel),
    budgetRange: oneOf<BudgetRange>(budgetRanges, quiz?.budgetRange),
    programTuitionCents: parseTuitionCents(source.programTuition),
    answers: source.answers,
  };
}
