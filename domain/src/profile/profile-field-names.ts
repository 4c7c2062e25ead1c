// The profile's field names (part 1 §3), apart from their schema: the answer schema of
// GET /api/user/profile (profile-response.schema.ts) needs only the names, and importing them from
// profile.schema.ts would bring the phone-number metadata and the country list (about 50 KB
// compressed) to every web screen that reads a profile (decision 026). profile.schema.ts checks
// that its object has exactly these keys.
import { subjectGradeFields } from './profile.options.ts';

const languageTestFields = [
  'englishLevel',
  'englishTestType',
  'englishTestScore',
  'englishTestDate',
  'frenchLevel',
  'frenchTestType',
  'frenchTestScore',
  'frenchTestDate',
] as const;

// The runs of fields the profile form's tabs and the read-only profile's cards show together, each
// in the order they show it.
export const profileFieldGroups = {
  personal: ['legalFirstName', 'legalLastName', 'preferredName', 'dateOfBirth', 'gender'],
  contact: ['nationality', 'country', 'phoneNumber'],
  /** The education fields after the pathway and the current school, which the tab orders apart. */
  graduationsAndDegrees: [
    'expectedGraduationDate',
    'graduationDate',
    'collegeName',
    'collegeProgram',
    'collegeLevel',
    'collegeYear',
    'collegeGraduationDate',
    'universityName',
    'universityProgram',
    'universityLevel',
    'universityYear',
    'universityGraduationDate',
    'thesis',
    'researchArea',
  ],
  subjectGrades: subjectGradeFields,
  languageTests: languageTestFields,
  /** The academic card: the grades, the language tests and the languages spoken. */
  academic: [
    'academicGrade',
    'curriculum',
    ...subjectGradeFields,
    ...languageTestFields,
    'firstLanguage',
    'otherLanguages',
  ],
  guardian: [
    'guardianName',
    'guardianRelation',
    'guardianEmail',
    'guardianPhone',
    'guardianAddress',
    'emergencyContactName',
    'emergencyContactRelation',
    'emergencyContactPhone',
    'emergencyContactEmail',
  ],
  interests: ['careerGoals', 'extracurriculars', 'workExperience', 'achievements'],
} as const;

// Every field, in the schema's order (the order of the keys of GET /api/user/profile).
export const profileFieldNames = [
  ...profileFieldGroups.personal,
  ...profileFieldGroups.contact,
  'pathway',
  'currentEducationLevel',
  'currentInstitution',
  ...profileFieldGroups.graduationsAndDegrees,
  ...profileFieldGroups.academic,
  ...profileFieldGroups.guardian,
  ...profileFieldGroups.interests,
] as const;

export type ProfileFieldName = (typeof profileFieldNames)[number];
