import { describe, expect, it } from 'vitest';
import { adultIdentity } from '../../../test/fixtures/profile.ts';
import { toFormValues, toProfilePayload } from './profile-form-values.ts';
import { validateProfile } from './validate-profile.ts';

const today = new Date(Date.UTC(2026, 10, 22));

const complete = toFormValues({
  ...adultIdentity,
  phoneNumber: '+55 11 91234 5678',
  pathway: 'college_graduated',
  collegeName: 'Seneca Polytechnic',
  collegeProgram: 'Computer Programming',
  collegeLevel: 'diploma',
  collegeGraduationDate: '2024-04',
  academicGrade: '3.6 GPA',
  frenchLevel: 'intermediate',
});

describe('validateProfile', () => {
  it('accepts a complete profile', () => {
    expect(validateProfile(toProfilePayload(complete), today)).toEqual([]);
  });

  it('reports the required fields with the spec messages, one per field', () => {
    const problems = validateProfile(toProfilePayload(toFormValues({})), today);
    expect(problems).toContainEqual({ field: 'legalFirstName', message: 'First name is required' });
    expect(problems).toContainEqual({
      field: 'englishLevel',
      message: 'At least one language proficiency (English or French) is required',
    });
    expect(new Set(problems.map((p) => p.field)).size).toBe(problems.length);
  });

  it('checks phone numbers and countries with the domain rules', () => {
    const problems = validateProfile(
      toProfilePayload({ ...complete, phoneNumber: '+1 555', country: 'Atlantis' }),
      today,
    );
    expect(problems.map((p) => p.field)).toEqual(['country', 'phoneNumber']);
  });

  it('asks for the guardian of a high school student under 18', () => {
    const problems = validateProfile(
      toProfilePayload({
        ...complete,
        dateOfBirth: '2010-06-01',
        pathway: 'high_school_current',
        currentInstitution: 'Colégio Bandeirantes',
        currentEducationLevel: 'grade_11',
        expectedGraduationDate: '2027-12',
      }),
      today,
    );
    expect(problems.map((p) => p.message)).toEqual([
      'Guardian name is required for students under 18',
      'Guardian relationship is required for students under 18',
      'Guardian email is required for students under 18',
      'Guardian phone is required for students under 18',
    ]);
  });
});
