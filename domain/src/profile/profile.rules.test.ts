import { describe, expect, it } from 'vitest';
import { builtInNames } from '../../test/own-key.fixtures.ts';
import { ageInYears, isMinor } from './age.ts';
import { computeProfileCompletion, completionStage } from './profile-completion.ts';
import {
  findProfileProblems,
  LANGUAGE_REQUIRED_MESSAGE,
  requiredProfileFields,
} from './profile.rules.ts';
import { adultIdentity, today } from '../../test/profile.fixtures.ts';
import type { ProfileFields, ProfileValues } from './profile.schema.ts';
import { profileFieldsSchema } from './profile.schema.ts';

const adultBase: Partial<ProfileFields> = {
  ...adultIdentity,
  phoneNumber: '+55 11 91234 5678',
  academicGrade: '88%',
  englishLevel: 'advanced',
};

const pathwayDetails: Record<string, Partial<ProfileFields>> = {
  high_school_current: {
    currentEducationLevel: 'grade_11',
    currentInstitution: 'Colégio Bandeirantes',
    expectedGraduationDate: '2027-06',
  },
  high_school_graduated: { currentInstitution: 'Colégio Bandeirantes', graduationDate: '2024-06' },
  college_current: {
    collegeName: 'Humber',
    collegeProgram: 'Nursing',
    collegeLevel: 'diploma',
    collegeYear: '2nd_year',
  },
  college_graduated: {
    collegeName: 'Humber',
    collegeProgram: 'Nursing',
    collegeLevel: 'diploma',
    collegeGraduationDate: '2025-05',
  },
  university_current: {
    universityName: 'USP',
    universityProgram: 'Physics',
    universityLevel: 'undergraduate',
    universityYear: '3rd_year',
  },
  university_graduated: {
    universityName: 'USP',
    universityProgram: 'Physics',
    universityLevel: 'undergraduate',
    universityGraduationDate: '2024-12',
  },
};

const problemsOf = (profile: Partial<ProfileFields>) =>
  Object.fromEntries(findProfileProblems(profile, today).map((p) => [p.field, p.message]));

describe('base rules', () => {
  it('names every base field with its spec message on an empty profile', () => {
    expect(problemsOf({})).toEqual({
      legalFirstName: 'First name is required',
      legalLastName: 'Last name is required',
      dateOfBirth: 'Date of birth is required',
      gender: 'Gender is required',
      nationality: 'Country of citizenship is required',
      country: 'Country of residence is required',
      phoneNumber: 'Phone number is required',
      pathway: 'Pathway is required',
      academicGrade: 'Academic grade is required',
      englishLevel: LANGUAGE_REQUIRED_MESSAGE,
    });
  });

  it('treats blank strings as missing', () => {
    expect(
      problemsOf({
        ...adultBase,
        legalFirstName: '   ',
        pathway: 'college_current',
        ...pathwayDetails.college_current,
      }),
    ).toEqual({
      legalFirstName: 'First name is required',
    });
  });
});

describe('pathway rules', () => {
  for (const [pathway, details] of Object.entries(pathwayDetails)) {
    it(`${pathway}: complete details pass`, () => {
      expect(
        problemsOf({ ...adultBase, pathway: pathway as ProfileFields['pathway'], ...details }),
      ).toEqual({});
    });
  }

  it('high_school_current needs grade level, school and expected graduation', () => {
    expect(problemsOf({ ...adultBase, pathway: 'high_school_current' })).toEqual({
      currentEducationLevel: 'Current grade level is required',
      currentInstitution: 'School name is required',
      expectedGraduationDate: 'Expected graduation date is required',
    });
  });

  it('high_school_graduated needs school and graduation date', () => {
    expect(problemsOf({ ...adultBase, pathway: 'high_school_graduated' })).toEqual({
      currentInstitution: 'School name is required',
      graduationDate: 'Graduation date is required',
    });
  });

  it('college_current needs college, program, credential and year', () => {
    expect(problemsOf({ ...adultBase, pathway: 'college_current' })).toEqual({
      collegeName: 'College name is required',
      collegeProgram: 'Program is required',
      collegeLevel: 'Degree/credential type is required',
      collegeYear: 'Current year is required',
    });
  });

  it('college_graduated needs the first three and a graduation date', () => {
    expect(problemsOf({ ...adultBase, pathway: 'college_graduated' })).toEqual({
      collegeName: 'College name is required',
      collegeProgram: 'Program is required',
      collegeLevel: 'Degree/credential type is required',
      collegeGraduationDate: 'Graduation date is required',
    });
  });

  it('university_current needs university, program, level and year', () => {
    expect(problemsOf({ ...adultBase, pathway: 'university_current' })).toEqual({
      universityName: 'University name is required',
      universityProgram: 'Program is required',
      universityLevel: 'Degree level is required',
      universityYear: 'Current year is required',
    });
  });

  it('university_graduated needs the first three and a graduation date', () => {
    expect(problemsOf({ ...adultBase, pathway: 'university_graduated' })).toEqual({
      universityName: 'University name is required',
      universityProgram: 'Program is required',
      universityLevel: 'Degree level is required',
      universityGraduationDate: 'Graduation date is required',
    });
  });
});

describe('graduate students', () => {
  for (const level of ['masters', 'phd'] as const) {
    it(`${level} needs a thesis title and research area`, () => {
      const profile = {
        ...adultBase,
        pathway: 'university_current' as const,
        ...pathwayDetails.university_current,
        universityLevel: level,
      };
      expect(problemsOf(profile)).toEqual({
        thesis: 'Thesis title is required for graduate students',
        researchArea: 'Research area is required for graduate students',
      });
    });
  }

  it('a masters graduate needs them too', () => {
    const profile = {
      ...adultBase,
      pathway: 'university_graduated' as const,
      ...pathwayDetails.university_graduated,
      universityLevel: 'masters' as const,
    };
    expect(Object.keys(problemsOf(profile))).toEqual(['thesis', 'researchArea']);
  });

  it('a college student needs neither, even with a stale university level', () => {
    const profile = {
      ...adultBase,
      pathway: 'college_current' as const,
      ...pathwayDetails.college_current,
      universityLevel: 'phd' as const,
    };
    expect(problemsOf(profile)).toEqual({});
  });

  it('an undergraduate needs neither', () => {
    const profile = {
      ...adultBase,
      pathway: 'university_graduated' as const,
      ...pathwayDetails.university_graduated,
    };
    expect(problemsOf(profile)).toEqual({});
  });
});

describe('language proficiency', () => {
  const complete = {
    ...adultBase,
    pathway: 'college_current' as const,
    ...pathwayDetails.college_current,
  };
  const noLanguage = { ...complete, englishLevel: 'none' as const };

  it('is missing when both languages are none', () => {
    expect(
      problemsOf({
        ...noLanguage,
        frenchLevel: 'none',
        englishTestType: 'none',
        frenchTestType: 'none',
      }),
    ).toEqual({
      englishLevel: LANGUAGE_REQUIRED_MESSAGE,
    });
  });

  it('is shown by an English level other than none', () => {
    expect(problemsOf({ ...noLanguage, englishLevel: 'beginner' })).toEqual({});
  });

  it('is shown by an English test type other than none', () => {
    expect(problemsOf({ ...noLanguage, englishTestType: 'ielts' })).toEqual({});
  });

  it('is shown by a French level other than none', () => {
    expect(problemsOf({ ...noLanguage, frenchLevel: 'intermediate' })).toEqual({});
  });

  it('is not shown by a test type of none or a blank score', () => {
    expect(problemsOf({ ...noLanguage, englishTestType: 'none', frenchTestScore: '  ' })).toEqual({
      englishLevel: LANGUAGE_REQUIRED_MESSAGE,
    });
  });

  it('is shown by a French test type other than none', () => {
    expect(problemsOf({ ...noLanguage, frenchTestType: 'tcf_canada' })).toEqual({});
  });

  it('is shown by a score alone', () => {
    expect(problemsOf({ ...noLanguage, englishTestScore: '7.5' })).toEqual({});
  });
});

describe('a pathway named like an Object.prototype member', () => {
  // The rules run on malformed input too (createProfileSchema), so the pathway can be any string.
  const unknownPathway: ProfileValues = { ...adultBase, pathway: 'kindergarten' };

  it.each(builtInNames)('%s is treated as an unknown pathway', (pathway) => {
    const profile: ProfileValues = { ...adultBase, pathway };
    expect(requiredProfileFields(profile, today)).toEqual(
      requiredProfileFields(unknownPathway, today),
    );
    expect(findProfileProblems(profile, today)).toEqual(findProfileProblems(unknownPathway, today));
  });
});

describe('guardian for minors', () => {
  const highSchool = {
    ...adultBase,
    pathway: 'high_school_current' as const,
    ...pathwayDetails.high_school_current,
  };
  const guardianProblems = {
    guardianName: 'Guardian name is required for students under 18',
    guardianRelation: 'Guardian relationship is required for students under 18',
    guardianEmail: 'Guardian email is required for students under 18',
    guardianPhone: 'Guardian phone is required for students under 18',
  };

  it('a 16-year-old high school student needs the four guardian fields', () => {
    expect(problemsOf({ ...highSchool, dateOfBirth: '2010-03-14' })).toEqual(guardianProblems);
  });

  it('passes once the guardian is given', () => {
    expect(
      problemsOf({
        ...highSchool,
        dateOfBirth: '2010-03-14',
        guardianName: 'Maria Silva',
        guardianRelation: 'mother',
        guardianEmail: 'maria@example.com',
        guardianPhone: '+55 11 99876 5432',
      }),
    ).toEqual({});
  });

  it('a minor on a college pathway needs no guardian', () => {
    expect(
      problemsOf({
        ...adultBase,
        dateOfBirth: '2010-03-14',
        pathway: 'college_current',
        ...pathwayDetails.college_current,
      }),
    ).toEqual({});
  });

  it('a minor who graduated high school needs the guardian fields too', () => {
    expect(
      problemsOf({
        ...adultBase,
        dateOfBirth: '2010-03-14',
        pathway: 'high_school_graduated',
        ...pathwayDetails.high_school_graduated,
      }),
    ).toEqual(guardianProblems);
  });

  it('a student exactly 18 today (18 × 365.25 days) needs no guardian', () => {
    const on18thBirthday = new Date('2026-01-01T09:00:00Z');
    const student = { ...highSchool, dateOfBirth: '2008-01-01' };
    expect(findProfileProblems(student, on18thBirthday)).toEqual([]);
    expect(findProfileProblems(student, new Date('2025-12-31T09:00:00Z'))).toHaveLength(4);
  });

  it('a student who turned 18 yesterday needs no guardian', () => {
    expect(problemsOf({ ...highSchool, dateOfBirth: '2008-11-21' })).toEqual({});
  });

  it('a student turning 18 tomorrow needs a guardian', () => {
    expect(problemsOf({ ...highSchool, dateOfBirth: '2008-11-23' })).toEqual(guardianProblems);
  });
});

describe('age in 365.25-day years', () => {
  it('counts the 18th birthday as 18 when the span holds five leap days', () => {
    expect(ageInYears('2008-01-01', new Date('2026-01-01T00:00:00Z'))).toBe(18);
    expect(isMinor('2008-01-01', new Date('2026-01-01T00:00:00Z'))).toBe(false);
  });

  it('still counts 17 on an 18th birthday whose span holds four leap days', () => {
    // 6574 days < 18 × 365.25: the spec's 365.25-day rule, kept exactly.
    expect(ageInYears('2008-11-22', today)).toBe(17);
    expect(ageInYears('2008-11-21', today)).toBe(18);
  });

  it('gives null for a missing or impossible date', () => {
    expect(ageInYears(null, today)).toBeNull();
    expect(ageInYears('2010-02-30', today)).toBeNull();
  });
});

describe('completion percentage', () => {
  it('is 0 for an empty profile', () => {
    expect(computeProfileCompletion({}, today)).toBe(0);
  });

  it('counts only the base fields until a pathway is chosen', () => {
    expect(
      computeProfileCompletion(
        { legalFirstName: 'Ana', legalLastName: 'Silva', dateOfBirth: '2000-01-01' },
        today,
      ),
    ).toBe(33);
  });

  it('adds the pathway fields (college_current: 9 + 3)', () => {
    const profile = { ...adultBase, pathway: 'college_current' as const };
    expect(computeProfileCompletion(profile, today)).toBe(Math.round((9 / 12) * 100));
  });

  it('adds the guardian fields for a high school minor (9 + 3 + 4)', () => {
    const profile = {
      ...adultBase,
      dateOfBirth: '2010-03-14',
      pathway: 'high_school_current' as const,
      ...pathwayDetails.high_school_current,
    };
    expect(computeProfileCompletion(profile, today)).toBe(Math.round((12 / 16) * 100));
  });

  it('is 100 for every complete pathway', () => {
    for (const [pathway, details] of Object.entries(pathwayDetails)) {
      const profile = { ...adultBase, pathway: pathway as ProfileFields['pathway'], ...details };
      expect(computeProfileCompletion(profile, today)).toBe(100);
    }
  });

  it('maps to the ring words at 29/30, 69/70, 99/100', () => {
    expect([29, 30, 69, 70, 99, 100].map(completionStage)).toEqual([
      'just_started',
      'in_progress',
      'in_progress',
      'almost_there',
      'almost_there',
      'complete',
    ]);
  });
});

describe('profile shape', () => {
  it('refuses unknown fields', () => {
    expect(profileFieldsSchema.safeParse({ role: 'admin' }).success).toBe(false);
  });

  it('stores blank strings as null', () => {
    expect(profileFieldsSchema.parse({ preferredName: '  ' }).preferredName).toBeNull();
  });

  it('refuses an impossible date and an unknown option', () => {
    expect(profileFieldsSchema.safeParse({ dateOfBirth: '2010-02-30' }).success).toBe(false);
    expect(profileFieldsSchema.safeParse({ pathway: 'kindergarten' }).success).toBe(false);
  });
});
