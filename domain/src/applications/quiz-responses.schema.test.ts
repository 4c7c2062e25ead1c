import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE } from '../input/text.schema.ts';
import { quizResponsesSchema } from './quiz-responses.schema.ts';

const answers = {
  educationLevel: 'masters',
  coopOption: 'no-coop',
  fieldOfStudy: 'business',
  fieldOther: '',
  preferredProvince: 'bc',
  startTiming: 'winter-2028',
  budgetRange: 'over-50k',
  budgetOther: '',
  financialDetails: '  Family savings\r\nand a loan ',
};

const problems = (value: unknown) =>
  quizResponsesSchema.safeParse(value).error?.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));

describe('quizResponsesSchema', () => {
  it('stores every answer, with empty texts as null and texts trimmed', () => {
    expect(quizResponsesSchema.parse(answers)).toEqual({
      ...answers,
      fieldOther: null,
      budgetOther: null,
      financialDetails: 'Family savings\nand a loan',
    });
  });

  it('stores a missing co-op choice as null for a level that does not ask it', () => {
    const { coopOption: _, ...rest } = answers;
    expect(quizResponsesSchema.parse({ ...rest, educationLevel: 'phd' }).coopOption).toBeNull();
  });

  it.each([
    ['educationLevel', 'highschool', 'Choose your education level'],
    ['fieldOfStudy', 'medicine', 'Choose a field of study'],
    ['preferredProvince', 'yukon', 'Choose a province'],
    ['budgetRange', '10k', 'Choose a budget range'],
    ['coopOption', 'maybe', 'Choose co-op or no co-op'],
    ['startTiming', 'someday', 'Choose a start date'],
    ['educationLevel', '__proto__', 'Choose your education level'],
  ])('refuses %s %j', (field, value, message) => {
    expect(problems({ ...answers, [field]: value })).toEqual([{ path: field, message }]);
  });

  it('requires the co-op choice for masters', () => {
    expect(problems({ ...answers, coopOption: null })).toEqual([
      { path: 'coopOption', message: 'Choose co-op or no co-op' },
    ]);
  });

  it('refuses a co-op choice for a level that does not ask it', () => {
    expect(problems({ ...answers, educationLevel: 'diploma' })).toEqual([
      { path: 'coopOption', message: 'Co-op is not offered for this education level' },
    ]);
  });

  it("requires the other texts exactly when 'other' is chosen", () => {
    expect(problems({ ...answers, fieldOfStudy: 'other', fieldOther: ' ' })).toEqual([
      { path: 'fieldOther', message: 'Please specify your field of study' },
    ]);
    expect(problems({ ...answers, budgetRange: 'other' })).toEqual([
      { path: 'budgetOther', message: 'Please specify your budget' },
    ]);
    expect(problems({ ...answers, fieldOther: 'Aviation' })?.[0]?.path).toBe('fieldOther');
    expect(
      quizResponsesSchema.parse({ ...answers, budgetRange: 'other', budgetOther: 'Scholarship' })
        .budgetOther,
    ).toBe('Scholarship');
  });

  it('refuses control characters and over-long texts', () => {
    expect(problems({ ...answers, fieldOfStudy: 'other', fieldOther: 'a\u0000b' })).toEqual([
      { path: 'fieldOther', message: CONTROL_CHARACTER_MESSAGE },
    ]);
    expect(problems({ ...answers, financialDetails: 'x'.repeat(2001) })).toEqual([
      { path: 'financialDetails', message: 'Must be at most 2000 characters' },
    ]);
  });

  it('refuses an unknown key, an inherited name included', () => {
    expect(problems({ ...answers, careerGoal: 'CEO' })?.[0]?.message).toContain('careerGoal');
    const withProto: unknown = JSON.parse(
      `{"__proto__": {"x": 1}, ${JSON.stringify(answers).slice(1)}`,
    );
    expect(quizResponsesSchema.safeParse(withProto).success).toBe(false);
  });
});
