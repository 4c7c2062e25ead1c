// How the study path quiz's answers read, in the reader's language (issue 27): the quizChoices of
// the applications namespace, keyed by the stored values. The domain keeps its English lists for
// the values, the validation and the server (which stores programPreferences and the budget in
// English); the student's quiz, the student's study path and the consultants' card read these.
import {
  budgetRanges,
  coopOptions,
  educationLevels,
  coopOptionList,
  educationLevelOptions,
  fieldOfStudyOptions,
  fieldsOfStudy,
  parseIntake,
  provinces,
  type EducationLevel,
  type QuizChoiceQuestion,
} from '@studypath/domain/applications';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n.ts';

const isOneOf = <Value extends string>(values: readonly Value[], value: string): value is Value =>
  (values as readonly string[]).includes(value);

const choiceQuestions: readonly string[] = [
  'educationLevel',
  'coopOption',
  'fieldOfStudy',
  'preferredProvince',
  'budgetRange',
] satisfies readonly QuizChoiceQuestion[];

const isChoiceQuestion = (question: string): question is QuizChoiceQuestion =>
  choiceQuestions.includes(question);

export interface QuizChoiceLabels {
  /** An option's label; a value outside today's lists (older paths) reads as stored. */
  choice: (question: QuizChoiceQuestion, value: string) => string;
  /** The typical length of a level ('4 years'); null for phd, whose length the spec leaves out. */
  duration: (level: EducationLevel) => string | null;
  /** 'fall-2027' reads 'Fall 2027'; a value that is not an intake reads as stored. */
  intake: (value: string) => string;
  /** Any stored answer in words, as the domain's describeQuizAnswer in English. */
  answer: (question: string, value: string) => string;
}

/** The quiz's labels, re-rendering on a language change. */
export function useQuizChoiceLabels(): QuizChoiceLabels {
  const { t } = useTranslation('applications');

  const choice = (question: QuizChoiceQuestion, value: string): string => {
    switch (question) {
      case 'educationLevel':
        return isOneOf(educationLevels, value) ? t(`quizChoices.educationLevel.${value}`) : value;
      case 'coopOption':
        return isOneOf(coopOptions, value) ? t(`quizChoices.coopOption.${value}`) : value;
      case 'fieldOfStudy':
        return isOneOf(fieldsOfStudy, value) ? t(`quizChoices.fieldOfStudy.${value}`) : value;
      case 'preferredProvince':
        return isOneOf(provinces, value) ? t(`quizChoices.preferredProvince.${value}`) : value;
      case 'budgetRange':
        return isOneOf(budgetRanges, value) ? t(`quizChoices.budgetRange.${value}`) : value;
    }
  };

  const intake = (value: string): string => {
    const parsed = parseIntake(value);
    if (!parsed) return value;
    // The year as text: a number would not be formatted anyway, and must never get a separator.
    return t('quizChoices.intake', {
      season: t(`quizChoices.season.${parsed.season}`),
      year: String(parsed.year),
    });
  };

  return {
    choice,
    // The domain gives phd no length (null), so the locale files have no key for it.
    duration: (level) => (level === 'phd' ? null : t(`quizChoices.duration.${level}`)),
    intake,
    answer: (question, value) => {
      if (isChoiceQuestion(question)) return choice(question, value);
      if (question === 'startTiming') return intake(value);
      return value;
    },
  };
}

/**
 * A study path's field of study as stored by the server (the English label of the quiz's choice,
 * or the student's own words for 'other'), in the reader's language: a known label reads as its
 * translation, anything else as stored. For names and titles outside a component's hooks.
 */
export function fieldOfStudyLabel(stored: string): string {
  const option = fieldOfStudyOptions.find((candidate) => candidate.label === stored);
  return option
    ? i18n.t(`quizChoices.fieldOfStudy.${option.value}`, { ns: 'applications' })
    : stored;
}

/**
 * A study path's stored program preferences ("Bachelor's Degree (With Co-op)", the domain's
 * describeProgramPreferences) in the reader's language; a text of another shape as stored.
 */
export function programPreferencesLabel(stored: string): string {
  const match = /^(.+?)(?: \((.+)\))?$/.exec(stored);
  const level = educationLevelOptions.find((option) => option.label === match?.[1]);
  if (!level) return stored;
  const t = i18n.getFixedT(null, 'applications');
  const levelLabel = t(`quizChoices.educationLevel.${level.value}`);
  const coopLabel = match?.[2];
  if (coopLabel === undefined) return levelLabel;
  const coop = coopOptionList.find((option) => option.label === coopLabel);
  return coop ? `${levelLabel} (${t(`quizChoices.coopOption.${coop.value}`)})` : stored;
}
