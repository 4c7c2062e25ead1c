import { describe, expect, it } from 'vitest';
import { toFormValues, toProfilePayload } from './profile-form-values.ts';

describe('toFormValues', () => {
  it('turns every missing or null field into an empty text', () => {
    const values = toFormValues({ legalFirstName: 'Ana', gender: null });
    expect(values.legalFirstName).toBe('Ana');
    expect(values.gender).toBe('');
    expect(values.achievements).toBe('');
    expect(Object.keys(values)).toHaveLength(56);
  });
});

describe('toProfilePayload', () => {
  it('sends every field, trimmed, with blanks as null', () => {
    const payload = toProfilePayload(
      toFormValues({ legalFirstName: '  Ana ', legalLastName: ' ' }),
    );
    expect(Object.keys(payload)).toHaveLength(56);
    expect(payload.legalFirstName).toBe('Ana');
    expect(payload.legalLastName).toBeNull();
    expect(payload.careerGoals).toBeNull();
  });

  it('clears answers the current choices hide', () => {
    const payload = toProfilePayload(
      toFormValues({
        pathway: 'high_school_current',
        currentInstitution: 'Lycée Victor Hugo',
        collegeName: 'Seneca College',
        mathGrade: 'A',
        universityLevel: 'masters',
        thesis: 'Old thesis',
        englishTestType: 'none',
        englishTestScore: '7.5',
        frenchTestType: 'delf',
        frenchTestScore: 'B2',
      }),
    );
    expect(payload.currentInstitution).toBe('Lycée Victor Hugo');
    expect(payload.mathGrade).toBe('A');
    expect(payload.frenchTestScore).toBe('B2');
    expect(payload.collegeName).toBeNull();
    expect(payload.universityLevel).toBeNull();
    expect(payload.thesis).toBeNull();
    expect(payload.englishTestScore).toBeNull();
  });

  it('keeps the thesis and research area only for graduate university students', () => {
    const values = toFormValues({
      pathway: 'university_current',
      universityLevel: 'phd',
      thesis: 'Ice sheets',
      researchArea: 'Glaciology',
      universityYear: '2nd_year',
      universityGraduationDate: '2024-05',
    });
    expect(toProfilePayload(values)).toMatchObject({
      thesis: 'Ice sheets',
      researchArea: 'Glaciology',
      universityYear: '2nd_year',
      universityGraduationDate: null,
    });
    expect(toProfilePayload({ ...values, universityLevel: 'undergraduate' }).thesis).toBeNull();
  });
});
