// What the checklist rules read: who the student is, where they go, and the answers to the few
// questions the portal cannot know (asked of the student or the consultant). Answers are stored
// by the server as JSON, so they are plain data with a schema.
import { z } from 'zod';
import type { BudgetRange, EducationLevel, Province } from '../applications/quiz-options.ts';

/** A province the student chose; the quiz's 'no-preference' is passed as null. */
export type ChecklistProvince = Exclude<Province, 'no-preference'>;

export const institutionTypes = ['public', 'private'] as const;
export type InstitutionType = (typeof institutionTypes)[number];

export const checklistAnswersSchema = z.strictObject({
  institutionType: z.enum(institutionTypes).optional(),
  /**
   * Lived 6 months in a row in a country on IRCC's medical exam list in the past year, or will
   * work in health, child care or teaching.
   */
  needsMedicalExam: z.boolean().optional(),
  /** Family members coming along (0 = alone). */
  familyMembersComing: z.number().int().min(0).max(20).optional(),
  /** Coming with a parent (a minor under 17 without one needs a custodian). */
  comingWithParent: z.boolean().optional(),
  /**
   * Length of the studies in months (Quebec's CAQ: over 6 months). When missing, the education
   * level stands in: every level the quiz offers lasts a year or more.
   */
  studyLengthMonths: z.number().int().min(1).max(120).optional(),
});
export type ChecklistAnswers = z.infer<typeof checklistAnswersSchema>;

/** A question a rule may ask instead of guessing: the name of its answer. */
export type ChecklistQuestionId = keyof ChecklistAnswers;
export const checklistQuestionIds = Object.keys(
  checklistAnswersSchema.shape,
) as readonly ChecklistQuestionId[];

export interface ChecklistFacts {
  /** The day the checklist is computed for (the server's clock); rules apply by this date. */
  today: Date;
  /** 'YYYY-MM-DD' from the profile. */
  dateOfBirth: string | null;
  /** The quiz's preferredProvince ('no-preference' → null). */
  province: ChecklistProvince | null;
  educationLevel: EducationLevel | null;
  /** The quiz's tuition budget per year in CAD. */
  budgetRange: BudgetRange | null;
  /** Tuition of the attached program in CAD cents per year, when a program is attached and priced. */
  programTuitionCents: number | null;
  /** Answers to the questions the portal cannot know, from the student or the consultant. */
  answers: ChecklistAnswers;
}
