import { profileFieldNames, type ProfileResponse } from '@studypath/domain/profile';

export const student = {
  id: '0b5cdb8e-3f6a-4d8e-9a52-1f1f4b1c2d3e',
  email: 'ana.souza@example.com',
  role: 'student',
};

/** A profile answer as GET /api/user/profile sends it: every field, null when not provided. */
export function profileAnswer(fields: Partial<ProfileResponse> = {}): ProfileResponse {
  const empty = Object.fromEntries(profileFieldNames.map((name) => [name, null]));
  return {
    ...(empty as Omit<ProfileResponse, 'completionPercentage' | 'displayName'>),
    displayName: null,
    completionPercentage: 0,
    ...fields,
  };
}

/** A complete profile of an adult university graduate. */
export const completeProfile = profileAnswer({
  legalFirstName: 'Ana',
  legalLastName: 'Souza',
  dateOfBirth: '1999-04-12',
  gender: 'female',
  nationality: 'Brazil',
  country: 'Brazil',
  phoneNumber: '+5511912345678',
  pathway: 'university_graduated',
  universityName: 'Universidade de São Paulo',
  universityProgram: 'Civil Engineering',
  universityLevel: 'undergraduate',
  universityGraduationDate: '2022-07',
  academicGrade: '8.4/10',
  englishLevel: 'advanced',
  englishTestType: 'ielts',
  englishTestScore: '7.5',
  englishTestDate: '2025-03-08',
  completionPercentage: 100,
});
