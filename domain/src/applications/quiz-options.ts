// The closed option lists of the study path quiz (part 2 §9), with values exactly as the spec
// spells them. The spec gives values and, for education levels, the typical length; the labels
// are ours. Start dates are not a fixed list: see intakes.ts.
import { ownValue } from '../input/own-key.ts';

export interface QuizOption<Value extends string> {
  value: Value;
  label: string;
}

export const educationLevels = [
  'diploma',
  'advanced-diploma',
  'bachelors',
  'postgrad-certificate',
  'masters',
  'phd',
] as const;
export type EducationLevel = (typeof educationLevels)[number];

export interface EducationLevelOption extends QuizOption<EducationLevel> {
  /** The typical length the spec gives; null for phd, where it gives none. */
  duration: string | null;
  /** Whether the student also chooses co-op or not (part 2 §5). */
  offersCoop: boolean;
}

export const educationLevelOptions: readonly EducationLevelOption[] = [
  { value: 'diploma', label: 'Diploma', duration: '2 years', offersCoop: false },
  { value: 'advanced-diploma', label: 'Advanced Diploma', duration: '3 years', offersCoop: true },
  { value: 'bachelors', label: "Bachelor's Degree", duration: '4 years', offersCoop: true },
  {
    value: 'postgrad-certificate',
    label: 'Postgraduate Certificate',
    duration: '1-2 years',
    offersCoop: false,
  },
  { value: 'masters', label: "Master's Degree", duration: '1-2 years', offersCoop: true },
  { value: 'phd', label: 'PhD', duration: null, offersCoop: false },
];

export const coopEducationLevels = ['advanced-diploma', 'bachelors', 'masters'] as const;

/** Whether the level asks the co-op question; false for any other text, inherited names too. */
export function offersCoop(educationLevel: string | null | undefined): boolean {
  return (coopEducationLevels as readonly (string | null | undefined)[]).includes(educationLevel);
}

export const coopOptions = ['with-coop', 'no-coop'] as const;
export type CoopOption = (typeof coopOptions)[number];
export const coopOptionList: readonly QuizOption<CoopOption>[] = [
  { value: 'with-coop', label: 'With Co-op' },
  { value: 'no-coop', label: 'Without Co-op' },
];

export const fieldsOfStudy = [
  'stem',
  'business',
  'health',
  'arts',
  'social',
  'education',
  'trades',
  'creative',
  'law',
  'other',
] as const;
export type FieldOfStudy = (typeof fieldsOfStudy)[number];
export const fieldOfStudyOptions: readonly QuizOption<FieldOfStudy>[] = [
  { value: 'stem', label: 'Science, Technology, Engineering & Math (STEM)' },
  { value: 'business', label: 'Business & Management' },
  { value: 'health', label: 'Health & Medicine' },
  { value: 'arts', label: 'Arts & Humanities' },
  { value: 'social', label: 'Social Sciences' },
  { value: 'education', label: 'Education' },
  { value: 'trades', label: 'Skilled Trades' },
  { value: 'creative', label: 'Creative Arts & Design' },
  { value: 'law', label: 'Law' },
  { value: 'other', label: 'Other' },
];

export const provinces = [
  'ontario',
  'bc',
  'quebec',
  'alberta',
  'manitoba',
  'saskatchewan',
  'nova-scotia',
  'newfoundland',
  'new-brunswick',
  'pei',
  'no-preference',
] as const;
export type Province = (typeof provinces)[number];
export const provinceOptions: readonly QuizOption<Province>[] = [
  { value: 'ontario', label: 'Ontario' },
  { value: 'bc', label: 'British Columbia' },
  { value: 'quebec', label: 'Quebec' },
  { value: 'alberta', label: 'Alberta' },
  { value: 'manitoba', label: 'Manitoba' },
  { value: 'saskatchewan', label: 'Saskatchewan' },
  { value: 'nova-scotia', label: 'Nova Scotia' },
  { value: 'newfoundland', label: 'Newfoundland and Labrador' },
  { value: 'new-brunswick', label: 'New Brunswick' },
  { value: 'pei', label: 'Prince Edward Island' },
  { value: 'no-preference', label: 'No Preference' },
];

/** Tuition budget in Canadian dollars per year. */
export const budgetRanges = [
  'under-15k',
  '15k-25k',
  '25k-35k',
  '35k-50k',
  'over-50k',
  'other',
] as const;
export type BudgetRange = (typeof budgetRanges)[number];
export const budgetRangeOptions: readonly QuizOption<BudgetRange>[] = [
  { value: 'under-15k', label: 'Under $15,000' },
  { value: '15k-25k', label: '$15,000 - $25,000' },
  { value: '25k-35k', label: '$25,000 - $35,000' },
  { value: '35k-50k', label: '$35,000 - $50,000' },
  { value: 'over-50k', label: 'Over $50,000' },
  { value: 'other', label: 'Other' },
];

/** The value meaning "none of these"; picking it asks for a text (field of study, budget). */
export const OTHER_OPTION = 'other';

const toLabelRecord = (options: readonly QuizOption<string>[]) =>
  Object.fromEntries(options.map((option) => [option.value, option.label]));

/** The questions whose answer is one of a closed list. */
export const quizOptionLists = {
  educationLevel: educationLevelOptions,
  coopOption: coopOptionList,
  fieldOfStudy: fieldOfStudyOptions,
  preferredProvince: provinceOptions,
  budgetRange: budgetRangeOptions,
} as const;
export type QuizChoiceQuestion = keyof typeof quizOptionLists;

const labelsByQuestion = new Map<QuizChoiceQuestion, Readonly<Record<string, string>>>(
  Object.entries(quizOptionLists).map(([question, options]) => [
    question as QuizChoiceQuestion,
    toLabelRecord(options),
  ]),
);

/**
 * The label of an answer as stored, or undefined for a value outside the list (older study
 * paths may hold other values; the reader shows those as they are).
 */
export function quizOptionLabel(question: QuizChoiceQuestion, value: string): string | undefined {
  const labels = labelsByQuestion.get(question);
  return labels ? ownValue(labels, value) : undefined;
}
