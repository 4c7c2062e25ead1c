// Test fixtures for the domain's tests (outside src, so nothing ships them): one adult student the
// profile tests build their profiles from, so what a complete profile holds is written once.
import { createProfileSchema } from '../src/profile/profile-update.schema.ts';
import type { ProfileFields } from '../src/profile/profile.schema.ts';

/** The day the profile tests run on: the student below is an adult on it. */
export const today = new Date('2026-11-22T12:00:00Z');

/** Who the student is: the first fields of every test profile. */
export const adultIdentity = {
  legalFirstName: 'Ana',
  legalLastName: 'Silva',
  dateOfBirth: '2000-05-01',
  gender: 'female',
  nationality: 'Brazil',
  country: 'Brazil',
} as const satisfies Partial<ProfileFields>;

/** A complete college_current profile as the form sends it (the phone as the student typed it). */
export const collegeStudent = {
  ...adultIdentity,
  phoneNumber: '+55 11 91234 5678',
  pathway: 'college_current',
  collegeName: 'Humber',
  collegeProgram: 'Nursing',
  collegeLevel: 'diploma',
  collegeYear: '2nd_year',
  academicGrade: '88%',
  englishLevel: 'advanced',
} as const satisfies Partial<ProfileFields>;

/** What PUT /api/user/profile parses a body with on `today`. */
export const profileSchema = createProfileSchema(today);

/** field → messages `profileSchema` gives `input`, in the order zod reported them. */
export function problemsOf(input: unknown): Record<string, string[]> {
  const result = profileSchema.safeParse(input);
  if (result.success) return {};
  const problems: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (problems[issue.path.join('.')] ??= []).push(issue.message);
  return problems;
}
