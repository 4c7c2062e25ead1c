import { describe, expect, it } from 'vitest';
import { adminSettingsSchema } from './admin-settings.schema.ts';
import { computeProfileCompletion } from './profile-completion.ts';
import { profileResponseSchema } from './profile-response.schema.ts';
import { createProfileSchema } from './profile-update.schema.ts';
import { collegeStudent, problemsOf, profileSchema, today } from '../../test/profile.fixtures.ts';
import { LANGUAGE_REQUIRED_MESSAGE } from './profile.rules.ts';
import { profileFieldNames } from './profile.schema.ts';

describe('createProfileSchema', () => {
  it('accepts a complete profile and normalises it', () => {
    const parsed = profileSchema.parse({
      ...collegeStudent,
      legalFirstName: '  Ana ',
      nationality: 'br',
      preferredName: '',
      emergencyContactPhone: '0044 20 7946 0958',
    });
    expect(parsed).toMatchObject({
      legalFirstName: 'Ana',
      nationality: 'Brazil',
      phoneNumber: '+5511912345678',
      preferredName: null,
      emergencyContactPhone: '+442079460958',
    });
    expect(computeProfileCompletion(parsed, today)).toBe(100);
  });

  it('reads a phone typed without a country code as a number of the country of residence', () => {
    const canadian = { ...collegeStudent, country: 'Canada', phoneNumber: '514-555-0199' };
    expect(profileSchema.parse(canadian).phoneNumber).toBe('+15145550199');
    expect(
      profileSchema.parse({ ...collegeStudent, country: 'France', guardianPhone: '06 12 34 56 78' })
        .guardianPhone,
    ).toBe('+33612345678');
    // A number with its own country code keeps it, whatever the residence.
    expect(profileSchema.parse({ ...canadian, phoneNumber: '+55 11 91234 5678' }).phoneNumber).toBe(
      '+5511912345678',
    );
  });

  it('refuses a national number that the country of residence does not have, or without one', () => {
    const message =
      'Enter a valid phone number; one outside your country of residence needs its country code, e.g. +55 11 91234 5678';
    expect(
      problemsOf({ ...collegeStudent, country: 'France', phoneNumber: '514-555-0199' }),
    ).toEqual({ phoneNumber: [message] });
    expect(
      problemsOf({ ...collegeStudent, country: '', phoneNumber: '514-555-0199' }).phoneNumber,
    ).toEqual([message]);
    // One message for a value the field itself refuses, not a second one from the region check.
    expect(problemsOf({ ...collegeStudent, phoneNumber: '5'.repeat(41) })).toEqual({
      phoneNumber: [message],
    });
  });

  it('puts each rule problem on its own field with the spec message', () => {
    expect(problemsOf({ ...collegeStudent, collegeName: '', collegeYear: null })).toEqual({
      collegeName: ['College name is required'],
      collegeYear: ['Current year is required'],
    });
  });

  it('reports every base field of an empty profile', () => {
    expect(Object.keys(problemsOf({}))).toEqual([
      'legalFirstName',
      'legalLastName',
      'dateOfBirth',
      'gender',
      'nationality',
      'country',
      'phoneNumber',
      'pathway',
      'academicGrade',
      'englishLevel',
    ]);
  });

  it('needs the four guardian fields for a minor on a high school pathway', () => {
    const problems = problemsOf({
      ...collegeStudent,
      dateOfBirth: '2010-03-14',
      pathway: 'high_school_graduated',
      currentInstitution: 'Colégio Bandeirantes',
      graduationDate: '2026-06',
    });
    expect(problems).toEqual({
      guardianName: ['Guardian name is required for students under 18'],
      guardianRelation: ['Guardian relationship is required for students under 18'],
      guardianEmail: ['Guardian email is required for students under 18'],
      guardianPhone: ['Guardian phone is required for students under 18'],
    });
  });

  it('decides the age rule with the date it was built for', () => {
    const highSchool = {
      ...collegeStudent,
      dateOfBirth: '2008-06-01',
      pathway: 'high_school_current',
      currentEducationLevel: 'grade_12',
      currentInstitution: 'Colégio Bandeirantes',
      expectedGraduationDate: '2027-06',
    };
    const beforeBirthday = createProfileSchema(new Date('2026-05-31T12:00:00Z'));
    const afterBirthday = createProfileSchema(new Date('2026-06-02T12:00:00Z'));
    expect(beforeBirthday.safeParse(highSchool).success).toBe(false);
    expect(afterBirthday.safeParse(highSchool).success).toBe(true);
  });

  it('refuses an invalid phone number in each phone field', () => {
    expect(
      problemsOf({
        ...collegeStudent,
        phoneNumber: '416 555 0142',
        guardianPhone: '+1 111 111 1111',
        emergencyContactPhone: 'call me',
      }),
    ).toEqual({
      phoneNumber: [
        'Enter a valid phone number; one outside your country of residence needs its country code, e.g. +55 11 91234 5678',
      ],
      guardianPhone: [
        'Enter a valid phone number; one outside your country of residence needs its country code, e.g. +55 11 91234 5678',
      ],
      emergencyContactPhone: [
        'Enter a valid phone number; one outside your country of residence needs its country code, e.g. +55 11 91234 5678',
      ],
    });
  });

  it('refuses a country that is not on the list, and keeps the required message for empty', () => {
    expect(problemsOf({ ...collegeStudent, nationality: 'Atlantis', country: '' })).toEqual({
      nationality: ['Choose a country from the list'],
      country: ['Country of residence is required'],
    });
  });

  it('reports malformed fields and rule problems together, one message per field', () => {
    expect(
      problemsOf({
        ...collegeStudent,
        legalFirstName: '',
        phoneNumber: 'not a phone',
        pathway: 'university_current',
        universityLevel: 'masters',
        universityName: 'USP',
        universityProgram: 'Physics',
        universityYear: '1st_year',
        englishLevel: 'none',
      }),
    ).toEqual({
      legalFirstName: ['First name is required'],
      phoneNumber: [
        'Enter a valid phone number; one outside your country of residence needs its country code, e.g. +55 11 91234 5678',
      ],
      thesis: ['Thesis title is required for graduate students'],
      researchArea: ['Research area is required for graduate students'],
      englishLevel: [LANGUAGE_REQUIRED_MESSAGE],
    });
  });

  it('refuses fields that are not profile fields', () => {
    const result = profileSchema.safeParse({
      ...collegeStudent,
      role: 'admin',
      completionPercentage: 5,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({
        code: 'unrecognized_keys',
        keys: ['role', 'completionPercentage'],
      }),
    );
  });

  it('refuses a body that is not an object without running the rules', () => {
    const result = profileSchema.safeParse(['Ana']);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.code).toBe('invalid_type');
  });
});

describe('adminSettingsSchema', () => {
  it('accepts a display name and trims it', () => {
    expect(adminSettingsSchema.parse({ displayName: '  Maria Costa ' })).toEqual({
      displayName: 'Maria Costa',
    });
  });

  it('accepts 100 characters and refuses 101', () => {
    expect(adminSettingsSchema.safeParse({ displayName: 'x'.repeat(100) }).success).toBe(true);
    expect(adminSettingsSchema.safeParse({ displayName: 'x'.repeat(101) }).error?.issues).toEqual([
      expect.objectContaining({ path: ['displayName'], message: 'Display name is too long' }),
    ]);
  });

  it('requires a display name that is not blank', () => {
    for (const input of [{}, { displayName: '' }, { displayName: '   ' }, { displayName: null }]) {
      expect(adminSettingsSchema.safeParse(input).error?.issues[0]?.message).toBe(
        'Display name is required',
      );
    }
  });

  it('refuses control characters and lone surrogates on the display name', () => {
    for (const displayName of ['Maria\u0000', 'Maria\nCosta', 'Maria\u009b', 'Maria\udc00']) {
      const issues = adminSettingsSchema.safeParse({ displayName }).error?.issues;
      expect(issues).toHaveLength(1);
      expect(issues?.[0]?.path).toEqual(['displayName']);
      expect(issues?.[0]?.message).toMatch(/control characters|not valid text/);
    }
  });

  it('still says a display name that is not text must be text', () => {
    expect(adminSettingsSchema.safeParse({ displayName: 42 }).error?.issues[0]?.message).toBe(
      'Display name must be text',
    );
  });

  it('refuses any other field', () => {
    const result = adminSettingsSchema.safeParse({ displayName: 'Maria', legalFirstName: 'M' });
    expect(result.error?.issues[0]).toMatchObject({
      code: 'unrecognized_keys',
      keys: ['legalFirstName'],
    });
  });
});

describe('profileResponseSchema', () => {
  it('carries every profile field, the display name and the completion percentage', () => {
    expect(Object.keys(profileResponseSchema.shape)).toEqual([
      ...profileFieldNames,
      'displayName',
      'completionPercentage',
    ]);
  });
});
