// The conditional rules of the profile form (part 1 §5), as one pure function shared by the form
// and PUT /api/user/profile, so the server enforces exactly what the form enforces.
import { isMinor } from './age.ts';
import { ownValue } from '../input/own-key.ts';
import { isGraduateLevel, isHighSchoolPathway, type Pathway } from './profile.options.ts';
import type { ProfileFieldName, ProfileValues } from './profile.schema.ts';

export type ProfileProblem = { field: ProfileFieldName; message: string };

type Requirement = readonly [ProfileFieldName, string];

const baseRequirements: readonly Requirement[] = [
  ['legalFirstName', 'First name is required'],
  ['legalLastName', 'Last name is required'],
  ['dateOfBirth', 'Date of birth is required'],
  ['gender', 'Gender is required'],
  ['nationality', 'Country of citizenship is required'],
  ['country', 'Country of residence is required'],
  ['phoneNumber', 'Phone number is required'],
  ['pathway', 'Pathway is required'],
  ['academicGrade', 'Academic grade is required'],
];

const pathwayRequirements: Readonly<Record<Pathway, readonly Requirement[]>> = {
  high_school_current: [
    ['currentEducationLevel', 'Current grade level is required'],
    ['currentInstitution', 'School name is required'],
    ['expectedGraduationDate', 'Expected graduation date is required'],
  ],
  high_school_graduated: [
    ['currentInstitution', 'School name is required'],
    ['graduationDate', 'Graduation date is required'],
  ],
  college_current: [
    ['collegeName', 'College name is required'],
    ['collegeProgram', 'Program is required'],
    ['collegeLevel', 'Degree/credential type is required'],
    ['collegeYear', 'Current year is required'],
  ],
  college_graduated: [
    ['collegeName', 'College name is required'],
    ['collegeProgram', 'Program is required'],
    ['collegeLevel', 'Degree/credential type is required'],
    ['collegeGraduationDate', 'Graduation date is required'],
  ],
  university_current: [
    ['universityName', 'University name is required'],
    ['universityProgram', 'Program is required'],
    ['universityLevel', 'Degree level is required'],
    ['universityYear', 'Current year is required'],
  ],
  university_graduated: [
    ['universityName', 'University name is required'],
    ['universityProgram', 'Program is required'],
    ['universityLevel', 'Degree level is required'],
    ['universityGraduationDate', 'Graduation date is required'],
  ],
};

const graduateRequirements: readonly Requirement[] = [
  ['thesis', 'Thesis title is required for graduate students'],
  ['researchArea', 'Research area is required for graduate students'],
];

const guardianRequirements: readonly Requirement[] = [
  ['guardianName', 'Guardian name is required for students under 18'],
  ['guardianRelation', 'Guardian relationship is required for students under 18'],
  ['guardianEmail', 'Guardian email is required for students under 18'],
  ['guardianPhone', 'Guardian phone is required for students under 18'],
];

export const LANGUAGE_REQUIRED_MESSAGE =
  'At least one language proficiency (English or French) is required';

const isFilled = (value: unknown) =>
  value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');

/** Guardian details are needed for a high school student under 18. */
export function needsGuardian(profile: ProfileValues, today: Date): boolean {
  return isHighSchoolPathway(profile.pathway) && isMinor(profile.dateOfBirth, today);
}

export function hasLanguageProficiency(profile: ProfileValues): boolean {
  const shows = (level: unknown, testType: unknown, score: unknown) =>
    (isFilled(level) && level !== 'none') ||
    (isFilled(testType) && testType !== 'none') ||
    isFilled(score);
  return (
    shows(profile.englishLevel, profile.englishTestType, profile.englishTestScore) ||
    shows(profile.frenchLevel, profile.frenchTestType, profile.frenchTestScore)
  );
}

/** The fields a complete profile needs for this pathway and age, with their messages. */
export function requiredProfileFields(profile: ProfileValues, today: Date): readonly Requirement[] {
  const pathway = profile.pathway ?? '';
  const isUniversity = pathway === 'university_current' || pathway === 'university_graduated';
  return [
    ...baseRequirements,
    // `pathway` may be any string here: the rules also run when the enum check failed.
    ...(ownValue(pathwayRequirements, pathway) ?? []),
    ...(isUniversity && isGraduateLevel(profile.universityLevel) ? graduateRequirements : []),
    ...(needsGuardian(profile, today) ? guardianRequirements : []),
  ];
}

export function findProfileProblems(profile: ProfileValues, today: Date): ProfileProblem[] {
  const problems: ProfileProblem[] = requiredProfileFields(profile, today)
    .filter(([field]) => !isFilled(profile[field]))
    .map(([field, message]) => ({ field, message }));
  if (!hasLanguageProficiency(profile)) {
    problems.push({ field: 'englishLevel', message: LANGUAGE_REQUIRED_MESSAGE });
  }
  return problems;
}
