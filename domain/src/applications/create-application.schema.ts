// POST /api/applications (part 2 §7): programPreferences, intendedInstitutions, fieldOfStudy and
// additionalInfo as JSON text. The server parses the JSON here, so the quiz answers it stores are
// checked like any other field, and the start date must be one still offered today.
import { z } from 'zod';
import { textSchema } from '../input/text.schema.ts';
import type { AdditionalInfo } from './additional-info.ts';
import {
  describeFieldOfStudy,
  describeProgramPreferences,
  stringifyAdditionalInfo,
  toAdditionalInfo,
} from './additional-info.ts';
import { upcomingIntakes } from './intakes.ts';
import type { QuizAnswers } from './quiz-answers.ts';
import { FINANCIAL_DETAILS_MAX_LENGTH, quizResponsesSchema } from './quiz-responses.schema.ts';

export const FIELD_OF_STUDY_MAX_LENGTH = 200;
export const PROGRAM_PREFERENCES_MAX_LENGTH = 500;
export const INTENDED_INSTITUTIONS_MAX_LENGTH = 500;
/** Far above what the quiz produces (about 3 KB at the longest texts). */
export const ADDITIONAL_INFO_MAX_LENGTH = 10_000;

const maxMessage = (max: number) => ({ error: `Must be at most ${max} characters` });

const blankToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

const optionalText = (max: number) =>
  z.preprocess(blankToNull, textSchema({ isMultiline: true }).max(max, maxMessage(max)).nullable());

const jsonText = textSchema({ isMultiline: true, error: 'Must be JSON text' })
  .max(ADDITIONAL_INFO_MAX_LENGTH, maxMessage(ADDITIONAL_INFO_MAX_LENGTH))
  .transform((text, ctx): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Must be JSON text' });
      return z.NEVER;
    }
  });

/**
 * The JSON inside additionalInfo. startTiming, budget and financialDetails beside the answers
 * may be sent; they are checked as text and then rebuilt from the answers, so the stored copy
 * always agrees with quizResponses.
 */
function additionalInfoRequestSchema(today: Date) {
  const offeredIntakes = upcomingIntakes(today);
  return z
    .strictObject({
      quizResponses: quizResponsesSchema,
      startTiming: textSchema().max(50, maxMessage(50)).optional(),
      budget: textSchema().max(200, maxMessage(200)).optional(),
      financialDetails: textSchema({ isMultiline: true })
        .max(FINANCIAL_DETAILS_MAX_LENGTH, maxMessage(FINANCIAL_DETAILS_MAX_LENGTH))
        .nullable()
        .optional(),
    })
    .superRefine(({ quizResponses }, ctx) => {
      if (!offeredIntakes.includes(quizResponses.startTiming)) {
        ctx.addIssue({
          code: 'custom',
          path: ['quizResponses', 'startTiming'],
          message: 'Choose one of the upcoming start dates',
        });
      }
    })
    .transform(({ quizResponses }): AdditionalInfo => toAdditionalInfo(quizResponses));
}

/** `today` decides which start dates are offered: the server passes its clock. */
export function createApplicationRequestSchema(today: Date) {
  return z.strictObject({
    fieldOfStudy: textSchema({ error: 'Field of study is required' })
      .min(1, { error: 'Field of study is required' })
      .max(FIELD_OF_STUDY_MAX_LENGTH, maxMessage(FIELD_OF_STUDY_MAX_LENGTH)),
    programPreferences: optionalText(PROGRAM_PREFERENCES_MAX_LENGTH),
    intendedInstitutions: optionalText(INTENDED_INSTITUTIONS_MAX_LENGTH),
    additionalInfo: jsonText.pipe(additionalInfoRequestSchema(today)),
  });
}
export type CreateApplicationRequest = z.output<ReturnType<typeof createApplicationRequestSchema>>;

/** The body the web sends. */
export interface CreateApplicationRequestBody {
  fieldOfStudy: string;
  programPreferences: string | null;
  /** The quiz does not ask for institutions, so the web sends null. */
  intendedInstitutions: string | null;
  additionalInfo: string;
}

/**
 * The request body for a finished quiz. Throws (a ZodError) when the answers are incomplete:
 * call it on Submit, which stays disabled until `isQuizComplete(answers)`.
 */
export function buildCreateApplicationRequest(answers: QuizAnswers): CreateApplicationRequestBody {
  const quizResponses = quizResponsesSchema.parse(answers);
  return {
    fieldOfStudy: describeFieldOfStudy(quizResponses),
    programPreferences: describeProgramPreferences(quizResponses),
    intendedInstitutions: null,
    additionalInfo: stringifyAdditionalInfo(toAdditionalInfo(quizResponses)),
  };
}
