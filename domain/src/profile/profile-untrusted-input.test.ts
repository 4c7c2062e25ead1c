// What PUT /api/user/profile and the form do with input crafted to break them: control characters
// PostgreSQL refuses, pathways named like Object.prototype members, and a '__proto__' key.
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE } from '../input/text.schema.ts';
import { builtInNames } from '../../test/own-key.fixtures.ts';
import { collegeStudent, problemsOf, profileSchema } from '../../test/profile.fixtures.ts';
import { profileFieldNames, profileFieldsSchema, type ProfileFieldName } from './profile.schema.ts';

const choiceFields: readonly ProfileFieldName[] = [
  'gender',
  'pathway',
  'currentEducationLevel',
  'collegeLevel',
  'collegeYear',
  'universityLevel',
  'universityYear',
  'englishLevel',
  'englishTestType',
  'frenchLevel',
  'frenchTestType',
  'guardianRelation',
];
const textFields = profileFieldNames.filter((name) => !choiceFields.includes(name));
const multilineFields: readonly ProfileFieldName[] = [
  'careerGoals',
  'extracurriculars',
  'workExperience',
  'achievements',
  'guardianAddress',
];

describe('control characters in profile text', () => {
  it('gives one control-character issue on each text field holding a NUL', () => {
    const profile = Object.fromEntries(textFields.map((name) => [name, 'a\u0000b']));
    expect(problemsOf({ ...collegeStudent, ...profile })).toEqual(
      Object.fromEntries(textFields.map((name) => [name, [CONTROL_CHARACTER_MESSAGE]])),
    );
  });

  it.each(textFields)('refuses a NUL in %s alone', (name) => {
    expect(problemsOf({ ...collegeStudent, [name]: '\u0000' })).toEqual({
      [name]: [CONTROL_CHARACTER_MESSAGE],
    });
  });

  it('accepts line breaks and tabs only in the fields the form shows as textareas', () => {
    const withBreaks = Object.fromEntries(textFields.map((name) => [name, 'one\r\n\ttwo']));
    const problems = problemsOf({ ...collegeStudent, ...withBreaks });
    expect(Object.keys(problems).sort()).toEqual(
      textFields.filter((name) => !multilineFields.includes(name)).sort(),
    );
  });

  it('stores a textarea line break as LF', () => {
    const parsed = profileSchema.parse({ ...collegeStudent, careerGoals: 'Nurse\r\nin Toronto' });
    expect(parsed.careerGoals).toBe('Nurse\nin Toronto');
  });

  it('refuses a lone surrogate and keeps emoji and accents', () => {
    expect(problemsOf({ ...collegeStudent, legalFirstName: 'Ana\ud83d' })).toEqual({
      legalFirstName: ['Contains characters that are not valid text'],
    });
    expect(
      profileSchema.parse({ ...collegeStudent, legalFirstName: 'Ána 🎓' }).legalFirstName,
    ).toBe('Ána 🎓');
  });
});

describe('a pathway named like an Object.prototype member', () => {
  it.each(builtInNames)('refuses %s on the pathway field without throwing', (pathway) => {
    expect(problemsOf({ ...collegeStudent, pathway })).toEqual({
      pathway: ['Choose one of the options'],
    });
  });
});

describe('a __proto__ key in the body', () => {
  const body: unknown = JSON.parse('{"__proto__": {"x": 1}, "legalFirstName": "Ana"}');

  it('is refused as an unknown field by the shape and by the full schema', () => {
    for (const parser of [profileFieldsSchema, profileSchema]) {
      const result = parser.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues).toContainEqual(
        expect.objectContaining({ code: 'unrecognized_keys', keys: ['__proto__'] }),
      );
    }
  });
});
