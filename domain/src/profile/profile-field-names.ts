// The profile's field names (part 1 §3), apart from their schema: the answer schema of
// GET /api/user/profile (profile-response.schema.ts) needs only the names, and importing them from
// profile.schema.ts would bring the phone-number metadata and the country list (about 50 KB
// compressed) to every web screen that reads a profile (decision 026). profile.schema.ts checks
// that its object has exactly these keys.
import { subjectGradeFields } from './profile.options.ts';
// The groups the profile form's tabs and the read-only profile's cards show together, each in the
// order they show it.
export const personalProfileFields = [
  'legalFirstName',
  'legalLastName',
  'preferredName',
  'dateOfBirth',
  'gender',
] as const;
export const contactProfileFields = ['nationality', 'country', 'phoneNumber'] as const;
export const languageTestProfileFields = [
  'englishLevel',
  'englishTestType',
  'englishTestScore',
  'englishTestDate',
  'frenchLevel',
  'frenchTestType',
  'frenchTestScore',
  'frenchTestDate',
] as const;
export const guardianProfileFields = [
  'guardianName',
  'guardianRelation',
  'guardianEmail',
  'guardianPhone',
  'guardianAddress',
  'emergencyContactName',
  'emergencyContactRelation',
  'emergencyContactPhone',
  'emergencyContactEmail',
] as const;
export const interestProfileFields = [
  'careerGoals',
  'extracurriculars',
  'workExperience',
  'achievements',
] as const;

// Every field, in the schema's order (the order of the keys of GET /api/user/profile).
export const profileFieldNames = [
  ...personalProfileFields,
  ...contactProfileFields,
  'pathway',
  'currentEducationLevel',
  'currentInstitution',
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
  'academicGrade',
  'curriculum',
  ...subjectGradeFields,
  ...languageTestProfileFields,
  'firstLanguage',
  'otherLanguages',
  ...guardianProfileFields,
  ...interestProfileFields,
] as const;

export type ProfileFieldName = (typeof profileFieldNames)[number];
