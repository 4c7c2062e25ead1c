import { describe, expect, it } from 'vitest';
import {
  budgetRangeOptions,
  budgetRanges,
  coopOptionList,
  educationLevelOptions,
  educationLevels,
  fieldOfStudyOptions,
  fieldsOfStudy,
  offersCoop,
  provinceOptions,
  provinces,
  quizOptionLabel,
} from './quiz-options.ts';

describe('quiz options', () => {
  it("lists the spec's values in the spec's order", () => {
    expect(educationLevelOptions.map((o) => o.value)).toEqual([...educationLevels]);
    expect([...educationLevels]).toEqual([
      'diploma',
      'advanced-diploma',
      'bachelors',
      'postgrad-certificate',
      'masters',
      'phd',
    ]);
    expect(coopOptionList.map((o) => o.value)).toEqual(['with-coop', 'no-coop']);
    expect(fieldOfStudyOptions.map((o) => o.value)).toEqual([...fieldsOfStudy]);
    expect(fieldsOfStudy).toHaveLength(10);
    expect(provinceOptions.map((o) => o.value)).toEqual([...provinces]);
    expect(provinces).toHaveLength(11);
    expect(budgetRangeOptions.map((o) => o.value)).toEqual([...budgetRanges]);
    expect([...budgetRanges]).toEqual([
      'under-15k',
      '15k-25k',
      '25k-35k',
      '35k-50k',
      'over-50k',
      'other',
    ]);
  });

  it("gives the spec's typical lengths", () => {
    const durations = Object.fromEntries(educationLevelOptions.map((o) => [o.value, o.duration]));
    expect(durations).toEqual({
      diploma: '2 years',
      'advanced-diploma': '3 years',
      bachelors: '4 years',
      'postgrad-certificate': '1-2 years',
      masters: '1-2 years',
      phd: null,
    });
  });

  it('asks about co-op for advanced-diploma, bachelors and masters only', () => {
    expect(educationLevels.filter(offersCoop)).toEqual([
      'advanced-diploma',
      'bachelors',
      'masters',
    ]);
    expect(educationLevelOptions.filter((o) => o.offersCoop).map((o) => o.value)).toEqual([
      'advanced-diploma',
      'bachelors',
      'masters',
    ]);
    expect(offersCoop(null)).toBe(false);
    expect(offersCoop('__proto__')).toBe(false);
  });

  it('labels known answers and nothing else', () => {
    expect(quizOptionLabel('preferredProvince', 'pei')).toBe('Prince Edward Island');
    expect(quizOptionLabel('budgetRange', 'over-50k')).toBe('Over $50,000');
    expect(quizOptionLabel('fieldOfStudy', 'medicine')).toBeUndefined();
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(quizOptionLabel('educationLevel', name)).toBeUndefined();
    }
  });
});
