// The quiz answers as a study path stores them in additionalInfo.quizResponses (part 2 §3), with
// the validation of §5: every choice one of the spec's options, co-op chosen exactly for the
// levels that ask it, the other texts present exactly when 'other' is picked.
import { z } from 'zod';
import { textSchema } from '../input/text.schema.ts';
import { intakeSchema } from './intakes.ts';
import {
  budgetRanges,
  coopOptions,
  educationLevels,
  fieldsOfStudy,
  OTHER_OPTION,
  offersCoop,
  provinces,
} from './quiz-options.ts';

export const FIELD_OTHER_MAX_LENGTH = 200;
export const BUDGET_OTHER_MAX_LENGTH = 100;
export const FINANCIAL_DETAILS_MAX_LENGTH = 2000;

export const educationLevelSchema = z.enum(educationLevels, {
  error: 'Choose your education level',
});
export const coopOptionSchema = z.enum(coopOptions, { error: 'Choose co-op or no co-op' });
export const fieldOfStudySchema = z.enum(fieldsOfStudy, { error: 'Choose a field of study' });
export const provinceSchema = z.enum(provinces, { error: 'Choose a province' });
export const budgetRangeSchema = z.enum(budgetRanges, { error: 'Choose a budget range' });

/** A form's empty text, or a key left out, means "not answered": stored as null. */
const blankToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

const optionalAnswer = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToNull, schema.nullable());

const optionalText = (max: number, { isMultiline = false } = {}) =>
  optionalAnswer(
    textSchema({ isMultiline }).max(max, { error: `Must be at most ${max} characters` }),
  );

export const quizResponsesSchema = z
  .strictObject({
    educationLevel: educationLevelSchema,
    coopOption: optionalAnswer(coopOptionSchema),
    fieldOfStudy: fieldOfStudySchema,
    fieldOther: optionalText(FIELD_OTHER_MAX_LENGTH),
    preferredProvince: provinceSchema,
    startTiming: intakeSchema,
    budgetRange: budgetRangeSchema,
    budgetOther: optionalText(BUDGET_OTHER_MAX_LENGTH),
    financialDetails: optionalText(FINANCIAL_DETAILS_MAX_LENGTH, { isMultiline: true }),
  })
  .superRefine((answers, ctx) => {
    const problem = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (offersCoop(answers.educationLevel) && answers.coopOption === null) {
      problem('coopOption', 'Choose co-op or no co-op');
    }
    if (!offersCoop(answers.educationLevel) && answers.coopOption !== null) {
      problem('coopOption', 'Co-op is not offered for this education level');
    }
    if (answers.fieldOfStudy === OTHER_OPTION && answers.fieldOther === null) {
      problem('fieldOther', 'Please specify your field of study');
    }
    if (answers.fieldOfStudy !== OTHER_OPTION && answers.fieldOther !== null) {
      problem('fieldOther', "Only asked when the field of study is 'other'");
    }
    if (answers.budgetRange === OTHER_OPTION && answers.budgetOther === null) {
      problem('budgetOther', 'Please specify your budget');
    }
    if (answers.budgetRange !== OTHER_OPTION && answers.budgetOther !== null) {
      problem('budgetOther', "Only asked when the budget is 'other'");
    }
  });

/** As stored: every key present, null where not answered or not asked. */
export type QuizResponses = z.output<typeof quizResponsesSchema>;
