// A valid body per route (and caller), so the fuzz gate can change one field at a time and reach
// the rules that run after validation. Optional: a route without one is fuzzed on {}.
import type { CallerName } from './gate-callers.ts';

const studentProfile = {
  legalFirstName: 'Ana',
  legalLastName: 'Silva',
  dateOfBirth: '2000-05-01',
  gender: 'female',
  nationality: 'Brazil',
  country: 'Canada',
  phoneNumber: '+55 11 91234 5678',
  pathway: 'university_current',
  universityName: 'University of Toronto',
  universityProgram: 'Computer Science',
  universityLevel: 'masters',
  universityYear: '1st_year',
  thesis: 'Verified compilers',
  researchArea: 'Programming languages',
  academicGrade: '3.8 GPA',
  englishLevel: 'advanced',
  careerGoals: 'Research engineer\nin Montreal',
};

const newPassword = 'correct horse battery';

export const validSamples: Readonly<Record<string, (caller: CallerName) => unknown>> = {
  'POST /api/auth/login': () => ({ email: 'fuzz@example.com', password: newPassword }),
  'POST /api/auth/register': () => ({
    email: `fuzz-${Math.random().toString(36).slice(2)}@example.com`,
    password: newPassword,
    confirmPassword: newPassword,
    acceptTerms: true,
    acceptPrivacy: true,
  }),
  'POST /api/auth/verify-email': () => ({ token: 'A'.repeat(43) }),
  'POST /api/auth/forgot-password': () => ({ email: 'fuzz@example.com' }),
  'POST /api/auth/reset-password': () => ({
    password: newPassword,
    confirmPassword: newPassword,
    token: 'A'.repeat(43),
  }),
  'PUT /api/user/profile': (caller) =>
    caller === 'admin' ? { displayName: 'Consultant' } : studentProfile,
};
