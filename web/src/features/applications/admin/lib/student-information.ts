// What the Student Information card shows (part 2 §2: personal, academic, test scores,
// guardian), from the profile fields the admin view of a path carries (part 2 §3).
import type { AdminApplication } from '@studypath/domain/applications';
import dayjs from 'dayjs';
import { formatDate } from '../../../../lib/format-date.ts';
import { legalNameOf } from '../../../../lib/legal-name.ts';

export type StudentField =
  | 'name'
  | 'email'
  | 'phone'
  | 'dateOfBirth'
  | 'citizenship'
  | 'country'
  | 'pathway'
  | 'highestEducation'
  | 'currentGrade'
  | 'overallAverage'
  | 'englishTest'
  | 'englishTestScore'
  | 'standardizedTest'
  | 'standardizedTestScore'
  | 'guardianName'
  | 'guardianEmail'
  | 'guardianPhone';

export const studentInformationGroups = [
  {
    key: 'personal',
    fields: ['name', 'email', 'phone', 'dateOfBirth', 'citizenship', 'country', 'pathway'],
  },
  { key: 'academic', fields: ['highestEducation', 'currentGrade', 'overallAverage'] },
  {
    key: 'testScores',
    fields: ['englishTest', 'englishTestScore', 'standardizedTest', 'standardizedTestScore'],
  },
  { key: 'guardian', fields: ['guardianName', 'guardianEmail', 'guardianPhone'] },
] as const satisfies readonly { key: string; fields: readonly StudentField[] }[];

/** Fields holding a value of a closed list (pathway, year, test...), shown by its label. */
const listedFields = new Set<StudentField>([
  'pathway',
  'highestEducation',
  'currentGrade',
  'englishTest',
]);

/**
 * A field as it reads, or null when the profile has no value. `valueLabels` names the closed-list
 * values; an unknown one reads as stored.
 */
export function displayStudentField(
  application: AdminApplication,
  field: StudentField,
  valueLabels: Readonly<Record<string, string>>,
): string | null {
  if (field === 'name') return legalNameOf(application);
  const value = application[field]?.trim();
  if (!value) return null;
  if (listedFields.has(field)) {
    return Object.hasOwn(valueLabels, value) ? (valueLabels[value] ?? value) : value;
  }
  if (field === 'dateOfBirth' && dayjs(value).isValid()) return formatDate(value);
  return value;
}
