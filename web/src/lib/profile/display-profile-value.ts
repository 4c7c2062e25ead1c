// How a stored profile value reads on the profile view: dates as 'MMM d, yyyy' (part 1 §9),
// months as 'MMM yyyy', phone numbers spaced, closed-list values by their labels, anything else
// as typed.
import { formatPhoneNumberForDisplay, type ProfileFieldName } from '@studypath/domain/profile';
import dayjs from 'dayjs';
import { countryName } from '../country-names.ts';
import { formatDate, formatMonth } from '../format-date.ts';
import { currentLanguage } from '../i18n.ts';

export type OptionGroup =
  | 'gender'
  | 'pathway'
  | 'gradeLevel'
  | 'collegeCredential'
  | 'studyYear'
  | 'universityLevel'
  | 'languageLevel'
  | 'englishTest'
  | 'frenchTest'
  | 'guardianRelation';

export const fieldOptionGroups: Partial<Record<ProfileFieldName, OptionGroup>> = {
  gender: 'gender',
  pathway: 'pathway',
  currentEducationLevel: 'gradeLevel',
  collegeLevel: 'collegeCredential',
  collegeYear: 'studyYear',
  universityLevel: 'universityLevel',
  universityYear: 'studyYear',
  englishLevel: 'languageLevel',
  englishTestType: 'englishTest',
  frenchLevel: 'languageLevel',
  frenchTestType: 'frenchTest',
  guardianRelation: 'guardianRelation',
};

export const phoneFields = new Set<ProfileFieldName>([
  'phoneNumber',
  'guardianPhone',
  'emergencyContactPhone',
]);
/** Stored by their English name, shown in the reader's language (country-names.ts). */
export const countryFields = new Set<ProfileFieldName>(['nationality', 'country']);
export const dateFields = new Set<ProfileFieldName>([
  'dateOfBirth',
  'englishTestDate',
  'frenchTestDate',
]);
export const monthFields = new Set<ProfileFieldName>([
  'expectedGraduationDate',
  'graduationDate',
  'collegeGraduationDate',
  'universityGraduationDate',
]);

/** `optionLabel` turns a closed-list value into its label; null for a missing value. */
export function displayProfileValue(
  field: ProfileFieldName,
  value: string | null | undefined,
  optionLabel: (group: OptionGroup, value: string) => string,
): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const group = fieldOptionGroups[field];
  if (group) return optionLabel(group, value);
  if (phoneFields.has(field)) return formatPhoneNumberForDisplay(value);
  if (countryFields.has(field)) return countryName(value, currentLanguage());
  if (dateFields.has(field) && dayjs(value).isValid()) return formatDate(value);
  if (monthFields.has(field) && dayjs(`${value}-01`).isValid()) {
    return formatMonth(value);
  }
  return value;
}
