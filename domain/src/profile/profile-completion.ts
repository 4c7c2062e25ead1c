// Profile completion (part 1 §5): the share of the relevant fields that are filled, in whole
// percent. Guardian fields count for high school minors by the same age rule the form enforces,
// so a profile that passes validation is always 100% (see docs/decisions).
import { ownValue } from '../input/own-key.ts';
import type { Pathway } from './profile.options.ts';
import type { ProfileFieldName, ProfileValues } from './profile.schema.ts';
import { needsGuardian } from './profile.rules.ts';

const baseFields: readonly ProfileFieldName[] = [
  'legalFirstName',
  'legalLastName',
  'dateOfBirth',
  'gender',
  'nationality',
  'country',
  'phoneNumber',
  'pathway',
  'academicGrade',
];

const pathwayFields: Readonly<Record<Pathway, readonly ProfileFieldName[]>> = {
  high_school_current: ['currentEducationLevel', 'currentInstitution', 'expectedGraduationDate'],
  high_school_graduated: ['currentInstitution', 'graduationDate'],
  college_current: ['collegeName', 'collegeProgram', 'collegeYear'],
  college_graduated: ['collegeName', 'collegeProgram', 'collegeGraduationDate'],
  university_current: ['universityName', 'universityProgram', 'universityLevel', 'universityYear'],
  university_graduated: [
    'universityName',
    'universityProgram',
    'universityLevel',
    'universityGraduationDate',
  ],
};

const guardianFields: readonly ProfileFieldName[] = [
  'guardianName',
  'guardianRelation',
  'guardianEmail',
  'guardianPhone',
];

export const COMPLETION_THRESHOLDS = { started: 30, almost: 70, complete: 100 } as const;

export function computeProfileCompletion(profile: ProfileValues, today: Date): number {
  const fields = [
    ...baseFields,
    // The form computes this on whatever the student typed, so the pathway may be any string.
    ...(ownValue(pathwayFields, profile.pathway ?? '') ?? []),
    ...(needsGuardian(profile, today) ? guardianFields : []),
  ];
  const filled = fields.filter((field) => {
    const value = profile[field];
    return value !== null && value !== undefined && String(value).trim() !== '';
  }).length;
  return Math.round((filled / fields.length) * 100);
}

export type CompletionStage = 'just_started' | 'in_progress' | 'almost_there' | 'complete';

/** The ring's words and colour band: under 30, 30-69, 70-99, 100. */
export function completionStage(percentage: number): CompletionStage {
  if (percentage >= COMPLETION_THRESHOLDS.complete) return 'complete';
  if (percentage >= COMPLETION_THRESHOLDS.almost) return 'almost_there';
  if (percentage >= COMPLETION_THRESHOLDS.started) return 'in_progress';
  return 'just_started';
}
